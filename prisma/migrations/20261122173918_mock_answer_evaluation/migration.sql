-- AlterTable
ALTER TABLE "mock_answers" ADD COLUMN     "browserTranscript" TEXT,
ADD COLUMN     "delivery" JSONB,
ADD COLUMN     "durationMs" INTEGER,
ADD COLUMN     "evidence" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "improvement" TEXT,
ADD COLUMN     "missing" TEXT,
ADD COLUMN     "modelAnswer" TEXT,
ADD COLUMN     "scoreEngine" TEXT,
ADD COLUMN     "speechSegments" JSONB,
ADD COLUMN     "transcriptEngine" TEXT,
ADD COLUMN     "transcriptSource" TEXT,
ADD COLUMN     "transcriptWords" JSONB;

-- CreateTable
CREATE TABLE "mock_evaluations" (
    "mockId" UUID NOT NULL,
    "engine" TEXT,
    "deliveryScore" DOUBLE PRECISION,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "error" TEXT,
    "failedAt" TIMESTAMP(3),
    "startedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "mock_evaluations_pkey" PRIMARY KEY ("mockId")
);

-- AddForeignKey
ALTER TABLE "mock_evaluations" ADD CONSTRAINT "mock_evaluations_mockId_fkey" FOREIGN KEY ("mockId") REFERENCES "mocks"("id") ON DELETE CASCADE ON UPDATE CASCADE;
