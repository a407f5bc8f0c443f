// Prisma's data model as the client carries it at run time: each model's fields, their kind
// (scalar, enum, object) and type, and its table. Read by code that walks models generically
// (the candidate's data, the hot reads).
import { db } from "./client";

export type RuntimeField = { name: string; kind: string; type: string; relationName?: string };
export type RuntimeModel = { fields: RuntimeField[]; dbName: string | null };
export type RuntimeDataModel = { models: Record<string, RuntimeModel> };

export function runtimeDataModel(): RuntimeDataModel {
  const model = (db() as unknown as { _runtimeDataModel?: RuntimeDataModel })._runtimeDataModel;
  if (!model?.models) throw new Error("Prisma's runtime data model is not available on this client");
  return model;
}

export function modelOf(dataModel: RuntimeDataModel, name: string): RuntimeModel {
  const model = dataModel.models[name];
  if (!model) throw new Error(`No model "${name}" in the data model`);
  return model;
}
