-- AlterTable
ALTER TABLE "mock_answers" ADD COLUMN     "guideJudged" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
ADD COLUMN     "guideMissed" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
ADD COLUMN     "guideTemplate" TEXT;

-- AlterTable
ALTER TABLE "mock_retakes" ADD COLUMN     "guideJudged" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
ADD COLUMN     "guideMissed" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
ADD COLUMN     "guideTemplate" TEXT;

-- CreateTable
CREATE TABLE "guide_point_tallies" (
    "guideTemplate" TEXT NOT NULL,
    "point" INTEGER NOT NULL,
    "judged" INTEGER NOT NULL DEFAULT 0,
    "missed" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "guide_point_tallies_pkey" PRIMARY KEY ("guideTemplate","point")
);
