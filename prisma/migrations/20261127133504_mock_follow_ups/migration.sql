-- AlterTable
ALTER TABLE "mocks" ADD COLUMN     "followUps" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "mock_questions" ADD COLUMN     "followUpOf" INTEGER,
ADD COLUMN     "followUpSource" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "mock_questions_mockId_followUpOf_key" ON "mock_questions"("mockId", "followUpOf");
