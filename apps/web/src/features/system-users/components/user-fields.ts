import type { FormRule } from 'antd';
import { checkPasswordPolicy, passwordFailureKey, validateMobile } from '@rcwb/shared';
import { defineFields } from '@/components/resource';
import { i18n, type TFunction } from '@/lib/i18n';
import { roleOptionsQuery } from '../api/users';

/** The shared password policy as a form rule; the username field is read for the "not the username" rule. */
export const passwordRules =
  (usernameField?: string) =>
  (t: TFunction): FormRule[] => [
    ({ getFieldValue }) => ({
      validator: async (_rule, value: unknown) => {
        if (typeof value !== 'string' || value === '') return;
        const username = usernameField ? (getFieldValue(usernameField) as string | undefined) : undefined;
        const result = checkPasswordPolicy(value, username);
        if (!result.ok) throw new Error(t(passwordFailureKey(result.failures[0]!)));
      },
    }),
  ];

/** A second entry of the password that must match the first. */
export const confirmRules =
  (passwordField: string) =>
  (t: TFunction): FormRule[] => [
    ({ getFieldValue }) => ({
      validator: async (_rule, value: unknown) => {
        if (value && value !== getFieldValue(passwordField)) throw new Error(t('users.passwordMismatch'));
      },
    }),
  ];

const mobileRules = (t: TFunction): FormRule[] => [
  {
    validator: async (_rule, value: unknown) => {
      // A masked number (edit) is the stored one, left unchanged.
      if (typeof value !== 'string' || value.trim() === '' || value.includes('*')) return;
      const result = validateMobile(value);
      if (!result.ok) throw new Error(t(result.messageKey));
    },
  },
];

/** One field list for add and edit; the password fields only when adding. */
export const userFields = defineFields([
  {
    name: 'username',
    labelKey: 'users.username',
    type: 'text',
    required: true,
    readOnlyIn: ['edit'],
    autoComplete: 'off',
    rules: [{ pattern: /^[A-Za-z0-9_.-]{3,32}$/, message: 'systemUsers.usernameInvalid' }],
  },
  {
    name: 'name',
    labelKey: 'users.name',
    type: 'text',
    required: true,
    rules: [{ max: 64, message: 'users.tooLong' }],
  },
  { name: 'userType', labelKey: 'users.userType', type: 'dict', dict: 'user_type', required: true },
  {
    name: 'roles',
    labelKey: 'users.roles',
    type: 'multiSelect',
    required: true,
    get optionsQuery() {
      return roleOptionsQuery(i18n.language);
    },
  },
  { name: 'mobile', labelKey: 'users.mobile', type: 'text', rules: mobileRules },
  {
    name: 'email',
    labelKey: 'users.email',
    type: 'text',
    rules: [{ type: 'email', message: 'systemUsers.emailInvalid' }],
  },
  {
    name: 'password',
    labelKey: 'users.initialPassword',
    type: 'password',
    required: true,
    modes: ['add'],
    helpKey: 'users.passwordHelp',
    rules: passwordRules('username'),
  },
  {
    name: 'confirmPassword',
    labelKey: 'users.confirmPassword',
    type: 'password',
    required: true,
    modes: ['add'],
    rules: confirmRules('password'),
  },
]);
