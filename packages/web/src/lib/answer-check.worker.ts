// The answers' check off the page's thread (answer-checker.ts): zod and every call's schema are
// built and run here, so neither their construction (the first answer's) nor a long list's
// parse is a long task of the page. Before zod: the same no-eval setting as the page's.
import './zod-config.ts';
import type { Answer } from './answer-check.ts';
import { checkAnswer } from './answer-check.ts';

interface Question {
  id: number;
  answer: Answer;
}

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<Question>) => void) | null;
  postMessage: (message: unknown) => void;
};

scope.onmessage = ({ data: { id, answer } }) => {
  scope.postMessage({ id, verdict: checkAnswer(answer) });
};
