-- CreateEnum
CREATE TYPE "AnswerKind" AS ENUM ('VIDEO', 'TYPED');

-- AlterTable
ALTER TABLE "mock_answers" ADD COLUMN     "kind" "AnswerKind" NOT NULL DEFAULT 'VIDEO',
ADD COLUMN     "typedText" TEXT,
ALTER COLUMN "videoKey" DROP NOT NULL,
ALTER COLUMN "contentType" DROP NOT NULL,
ALTER COLUMN "sizeBytes" DROP NOT NULL;

-- A recording keeps its file; a typed answer keeps its words.
ALTER TABLE "mock_answers" ADD CONSTRAINT "mock_answers_kind_content" CHECK (
  ("kind" = 'VIDEO' AND "videoKey" IS NOT NULL AND "contentType" IS NOT NULL AND "sizeBytes" IS NOT NULL)
  OR ("kind" = 'TYPED' AND "typedText" IS NOT NULL AND "videoKey" IS NULL)
);
