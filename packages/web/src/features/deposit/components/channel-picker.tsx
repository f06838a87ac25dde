import { useTranslation } from 'react-i18next';
import type { DepositChannel } from '@his/shared/schemas/deposit';
import { useFormats } from '../use-formats.ts';
import moneyForm from '@/components/ui/money-form.module.css';
import styles from './deposit.module.css';

interface ChannelPickerProps {
  channels: readonly DepositChannel[];
  chosen: string | null;
  disabled: boolean;
  onChoose: (channelId: string) => void;
}

/** The open channels as radio cards, each with its kind and limits. */
export const ChannelPicker = ({ channels, chosen, disabled, onChoose }: ChannelPickerProps) => {
  const { t } = useTranslation('memberCenter');
  const { money } = useFormats();
  return (
    <fieldset className={styles.channels} disabled={disabled}>
      <legend>{t('deposit.channel')}</legend>
      {channels.map((channel) => (
        <label key={channel.id} className={styles.channel}>
          <input
            type="radio"
            name="depositChannel"
            value={channel.id}
            checked={channel.id === chosen}
            onChange={() => onChoose(channel.id)}
          />
          <span className={styles.channelText}>
            <strong>{channel.name}</strong>
            <span className={moneyForm.hint}>{t(`deposit.kinds.${channel.kind}`)}</span>
            <span className={moneyForm.hint}>
              {t('deposit.limits', {
                min: money(channel.minAmount),
                max: money(channel.maxAmount),
              })}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
};
