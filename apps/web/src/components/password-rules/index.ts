export { PasswordRules, ruleStates } from './password-rules';
