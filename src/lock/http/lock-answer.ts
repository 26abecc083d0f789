import { isJsonObject } from '../../common/json/json-body';
import { UnusableAnswerException } from '../errors/unusable-answer.exception';

/** The items of a list answer. @throws UnusableAnswerException when the answer is no list of objects */
export function listAnswer(answer: unknown, endpoint: string): Record<string, unknown>[] {
  if (Array.isArray(answer) && answer.every(isJsonObject)) return answer;
  throw new UnusableAnswerException(`LOCK API ${endpoint} did not answer with a list of objects.`, endpoint);
}

/** The object of a single-item answer. @throws UnusableAnswerException when the answer is no object */
export function objectAnswer(answer: unknown, endpoint: string): Record<string, unknown> {
  if (isJsonObject(answer)) return answer;
  throw new UnusableAnswerException(`LOCK API ${endpoint} did not answer with an object.`, endpoint);
}
