import { Image, Space } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { toDisplayUrl } from '@/components/upload/upload-url';

type Picture = { id: string; url: string };

/** The logo and photos an organisation shows publicly: the reviewer sees them before approving. */
export function OrgImages({ logo, photos }: { logo: Picture | null; photos: Picture[] }) {
  const { t } = useTranslation();
  if (!logo && !photos.length) return <>-</>;
  return (
    <Image.PreviewGroup>
      <Space wrap data-testid="review-org-images">
        {logo && (
          <Image src={toDisplayUrl(logo.url)} alt={t('accountReview.org.logo')} width={64} height={64} />
        )}
        {photos.map((p, i) => (
          <Image
            key={p.id}
            src={toDisplayUrl(p.url)}
            alt={t('accountReview.org.photo', { n: i + 1 })}
            width={96}
            height={72}
            style={{ objectFit: 'cover' }}
          />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}
