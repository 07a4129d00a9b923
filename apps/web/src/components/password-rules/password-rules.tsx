import '@/lib/forms/i18n-scope';
import { CheckCircleFilled, CloseCircleFilled, MinusCircleOutlined } from '@ant-design/icons';
import { useTranslation } from '@/lib/i18n';
import { PASSWORD_POLICY, type TPasswordFailure, checkPasswordPolicy } from '@rcwb/shared';
import styles from './password-rules.module.css';

/** Every rule of the shared policy, in the order checkPasswordPolicy reports them. */
const RULES: readonly TPasswordFailure[] = ['length', 'classes', 'username', 'common'];

export type RuleState = 'pending' | 'met' | 'unmet';

/** Each rule's state for what has been typed so far; nothing typed yet means nothing judged. */
export function ruleStates(password: string, username: string): Record<TPasswordFailure, RuleState> {
  const { failures } = checkPasswordPolicy(password, username);
  return Object.fromEntries(
    RULES.map((rule) => [rule, password === '' ? 'pending' : failures.includes(rule) ? 'unmet' : 'met']),
  ) as Record<TPasswordFailure, RuleState>;
}

const ICONS = {
  pending: <MinusCircleOutlined aria-hidden="true" />,
  met: <CheckCircleFilled aria-hidden="true" />,
  unmet: <CloseCircleFilled aria-hidden="true" />,
};

/** The password policy, checked live while the new password is typed. */
export function PasswordRules({ password, username }: { password: string; username: string }) {
  const { t } = useTranslation();
  const states = ruleStates(password, username);
  const text: Record<TPasswordFailure, string> = {
    length: t('pwd.rule.length', { min: PASSWORD_POLICY.minLength, max: PASSWORD_POLICY.maxLength }),
    classes: t('pwd.rule.classes', { n: PASSWORD_POLICY.minClasses }),
    username: t('pwd.rule.username'),
    common: t('pwd.rule.common'),
  };
  return (
    <div className={styles.rules} data-testid="password-rules">
      <p className={styles.rulesTitle}>{t('pwd.rules')}</p>
      <ul className={styles.ruleList}>
        {RULES.map((rule) => (
          <li key={rule} className={styles.rule} data-rule={rule} data-state={states[rule]}>
            {ICONS[states[rule]]}
            <span>{text[rule]}</span>
            {states[rule] !== 'pending' && (
              <span className="visually-hidden">
                {' '}
                ({states[rule] === 'met' ? t('pwd.rule.met') : t('pwd.rule.unmet')})
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
