import './i18n-scope';
import type { FormRule as Rule } from 'antd';
import type { Problem } from './field-checks';

type Translate = (key: string) => string;

/** An antd Form rule from one of the field checks: the check's message key, translated. */
export const ruleOf =
  (check: (value: string | undefined) => Problem, t: Translate): Rule =>
  () => ({
    validator: (_: unknown, value: string | undefined) => {
      const problem = check(value);
      return problem ? Promise.reject(new Error(t(problem))) : Promise.resolve();
    },
  });

/** A required value: empty, or blank text, is refused with the given message (numbers pass). */
export const requiredRule = (message: string): Rule => ({
  required: true,
  message,
  transform: (value: unknown) => (typeof value === 'string' ? value.trim() : value),
});
