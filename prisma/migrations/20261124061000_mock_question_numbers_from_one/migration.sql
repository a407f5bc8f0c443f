-- Mock questions were written with positions counted from 0 while the interview sends question
-- numbers counted from 1, so each answer was stored under the question after the one on screen
-- (and the last answer was refused). This repairs such mocks and makes positions count from 1.
--
-- A mock is in the old shape when it has a question at position 0 that holds no answer (no client
-- ever sent 0, so an answer there would mean the numbers were right all along).
CREATE TEMP TABLE "_shifted_mocks" AS
SELECT q."mockId" AS id
FROM "mock_questions" q
LEFT JOIN "mock_answers" a ON a."questionId" = q.id
WHERE q.position = 0 AND a.id IS NULL;

-- Each answer moves back to the question it was recorded for (the one before), lowest first so
-- the one-answer-per-question index never sees two answers on one question.
DO $$
DECLARE moved record;
BEGIN
  FOR moved IN
    SELECT a.id AS answer_id, earlier.id AS question_id
    FROM "mock_answers" a
    JOIN "mock_questions" q ON q.id = a."questionId"
    JOIN "mock_questions" earlier ON earlier."mockId" = q."mockId" AND earlier.position = q.position - 1
    WHERE q."mockId" IN (SELECT id FROM "_shifted_mocks")
    ORDER BY q."mockId", q.position
  LOOP
    UPDATE "mock_answers" SET "questionId" = moved.question_id WHERE id = moved.answer_id;
  END LOOP;
END $$;

-- Positions from 1 (through negative numbers: the (mockId, position) index is checked row by row).
UPDATE "mock_questions" SET position = -(position + 1) WHERE "mockId" IN (SELECT id FROM "_shifted_mocks");
UPDATE "mock_questions" SET position = -position WHERE "mockId" IN (SELECT id FROM "_shifted_mocks");

-- Their scores were given against the wrong question: each answer is evaluated again. The
-- recording, its length and its transcript stay with the answer.
UPDATE "mock_answers"
SET score = NULL, reason = NULL, evidence = '{}', missing = NULL, improvement = NULL, "modelAnswer" = NULL,
    delivery = NULL, "scoreEngine" = NULL, "evaluatedAt" = NULL
WHERE "mockId" IN (SELECT id FROM "_shifted_mocks");

UPDATE "mocks"
SET status = 'EVALUATING', "overallScore" = NULL, "overallSummary" = NULL, "completedAt" = NULL
WHERE id IN (SELECT id FROM "_shifted_mocks") AND status IN ('EVALUATING', 'PROCESS_COMPLETED');

UPDATE "mock_evaluations"
SET engine = NULL, "deliveryScore" = NULL, attempts = 0, error = NULL, "failedAt" = NULL, "startedAt" = now(), "finishedAt" = NULL
WHERE "mockId" IN (SELECT id FROM "_shifted_mocks");

INSERT INTO "mock_evaluations" ("mockId")
SELECT m.id FROM "mocks" m
WHERE m.id IN (SELECT id FROM "_shifted_mocks") AND m.status = 'EVALUATING'
ON CONFLICT ("mockId") DO NOTHING;

DROP TABLE "_shifted_mocks";

-- Never again: a question number below 1 is refused by the database.
ALTER TABLE "mock_questions" ADD CONSTRAINT "mock_questions_position_from_one" CHECK (position >= 1);
ALTER TABLE "interview_questions" ADD CONSTRAINT "interview_questions_position_from_one" CHECK (position >= 1);
