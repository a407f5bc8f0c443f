-- CreateTable
CREATE TABLE "mock_retakes" (
    "id" UUID NOT NULL,
    "mockId" UUID NOT NULL,
    "questionId" UUID NOT NULL,
    "take" INTEGER NOT NULL,
    "videoKey" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "sizeBytes" INTEGER NOT NULL,
    "durationMs" INTEGER,
    "durationFromContainer" BOOLEAN NOT NULL DEFAULT false,
    "speechSegments" JSONB,
    "browserTranscript" TEXT,
    "camera" JSONB,
    "transcript" TEXT,
    "transcriptSource" TEXT,
    "transcriptEngine" TEXT,
    "transcriptWords" JSONB,
    "score" DOUBLE PRECISION,
    "reason" TEXT,
    "evidence" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "missing" TEXT,
    "improvement" TEXT,
    "modelAnswer" TEXT,
    "delivery" JSONB,
    "scoreEngine" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "evaluatedAt" TIMESTAMP(3),

    CONSTRAINT "mock_retakes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "mock_retakes_mockId_idx" ON "mock_retakes"("mockId");

-- CreateIndex
CREATE UNIQUE INDEX "mock_retakes_questionId_take_key" ON "mock_retakes"("questionId", "take");

-- AddForeignKey
ALTER TABLE "mock_retakes" ADD CONSTRAINT "mock_retakes_mockId_fkey" FOREIGN KEY ("mockId") REFERENCES "mocks"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "mock_retakes" ADD CONSTRAINT "mock_retakes_questionId_fkey" FOREIGN KEY ("questionId") REFERENCES "mock_questions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Take 1 is the interview's own answer.
ALTER TABLE "mock_retakes" ADD CONSTRAINT "mock_retakes_take_from_two" CHECK ("take" >= 2);
