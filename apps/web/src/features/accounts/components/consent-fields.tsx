import '@/lib/forms/i18n-scope';
import { Checkbox, Form } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { legalPath } from '../routes/legal-page';

/** A box that must be ticked, with the server's own message when it is not. */
const mustTick = (message: string) => ({
  validator: (_: unknown, value: boolean | undefined) =>
    value ? Promise.resolve() : Promise.reject(new Error(message)),
});

/**
 * Registration's consents (PIPL art. 14, 29): the user agreement and the privacy policy, linked
 * (opened in a new tab so the form keeps what was typed), and for a person a separate box for
 * the processing of the ID number, sensitive personal information. Neither is ticked for the
 * user; the server refuses a registration without them.
 */
export function ConsentFields({ withIdNumber }: { withIdNumber: boolean }) {
  const { t } = useTranslation();
  const doc = (document: 'agreement' | 'privacy') => (
    <Link to={legalPath(document)} target="_blank" rel="noopener">
      {t(`reg.consent.${document}`)}
    </Link>
  );
  return (
    <>
      <Form.Item name="acceptTerms" valuePropName="checked" rules={[mustTick(t('accounts.consentRequired'))]}>
        <Checkbox data-testid="reg-accept-terms">
          {t('reg.consent.read')} {doc('agreement')} {t('reg.consent.and')} {doc('privacy')}
        </Checkbox>
      </Form.Item>
      {withIdNumber && (
        <Form.Item
          name="acceptIdNumber"
          valuePropName="checked"
          rules={[mustTick(t('accounts.idConsentRequired'))]}
        >
          <Checkbox data-testid="reg-accept-id-number">{t('reg.consent.idNumber')}</Checkbox>
        </Form.Item>
      )}
    </>
  );
}
