import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ButtonVariant } from './ui/button.tsx';
import { Button } from './ui/button.tsx';
import type { CustomerServiceChannel } from '@/lib/customer-service.ts';
import { openCustomerService } from '@/lib/customer-service.ts';

interface ContactUsButtonProps {
  /** Customer-service channels from the permission call. */
  channels: readonly CustomerServiceChannel[];
  variant?: ButtonVariant;
}

/**
 * "Contact Us": opens customer service in a popup window; says so when no channel can be
 * opened rather than failing silently.
 */
export const ContactUsButton = ({ channels, variant = 'primary' }: ContactUsButtonProps) => {
  const { t } = useTranslation();
  const [unavailable, setUnavailable] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        onClick={() => {
          void openCustomerService(channels).then((opened) => setUnavailable(!opened));
        }}
      >
        {t('status.contactUs')}
      </Button>
      <p role="status" className={unavailable ? undefined : 'visually-hidden'}>
        {unavailable ? t('status.contactUnavailable') : ''}
      </p>
    </>
  );
};
