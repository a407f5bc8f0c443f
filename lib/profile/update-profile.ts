// Saves the profile edit form. Country and industry must come from the reference lists;
// interests are job titles from the list too. A field left out keeps its saved value.
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { listedInterests, savedInterests } from "./listed-interests";
import { toProfileResponse } from "./map-profile";
import type { TUpdateProfile } from "./schema";
import { profileSelect } from "./select";
import type { ProfileResponse } from "./types";

const GENDER_VALUES = { Male: "MALE", Female: "FEMALE" } as const;

function fieldError(field: string, message: string): AppError {
  return new AppError("INVALID_INPUT", message, { field });
}

async function resolveCountry(name: string) {
  const country = await db().country.findFirst({
    where: { name: { equals: name, mode: "insensitive" } },
    select: { name: true, isoCode: true },
  });
  if (!country) throw fieldError("country", "Please pick a country from the list");
  return country;
}

async function resolveIndustry(name: string): Promise<string> {
  const industry = await db().industry.findFirst({ where: { name: { equals: name, mode: "insensitive" } }, select: { name: true } });
  if (!industry) throw fieldError("jobIndustry", "Please pick an industry from the list");
  return industry.name;
}

export async function updateProfile(options: { candidateId: string; input: TUpdateProfile }): Promise<ProfileResponse> {
  const { input } = options;
  const data: Prisma.CandidateUpdateInput = {};
  if (input.firstName !== undefined) data.firstName = input.firstName;
  if (input.lastName !== undefined) data.lastName = input.lastName;
  if (input.gender !== undefined) data.gender = GENDER_VALUES[input.gender];
  if (input.designation !== undefined) data.designation = input.designation;
  if (input.city !== undefined) data.city = input.city;
  if (input.state !== undefined) data.state = input.state;
  if (input.country !== undefined) {
    const country = input.country === null ? null : await resolveCountry(input.country);
    data.country = country?.name ?? null;
    data.countryIso = country?.isoCode ?? null;
  }
  if (input.jobIndustry !== undefined) data.jobIndustry = input.jobIndustry === null ? null : await resolveIndustry(input.jobIndustry);
  if (input.interest !== undefined) data.interests = await listedInterests(input.interest, await savedInterests(options.candidateId));
  if (input.linkedin !== undefined) data.linkedinUrl = input.linkedin;
  if (input.currentCTC !== undefined) data.currentCtc = input.currentCTC;
  if (input.expectedCTC !== undefined) data.expectedCtc = input.expectedCTC;
  if (input.skills !== undefined) data.skills = input.skills;
  if (input.experienceYears !== undefined) data.experienceYears = input.experienceYears;

  const row = await db()
    .candidate.update({ where: { id: options.candidateId }, data, select: profileSelect })
    .catch((error: unknown) => {
      if ((error as { code?: string }).code === "P2025") throw new AppError("SIGNED_OUT", "Unauthorized");
      throw error;
    });
  return toProfileResponse(row);
}
