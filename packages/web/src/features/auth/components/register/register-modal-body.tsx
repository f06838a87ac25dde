import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegistrationMode } from '@his/machines/registration';
import type { TabItem } from '@/components/ui/tabs.tsx';
import { Tabs } from '@/components/ui/tabs.tsx';
import { modules } from '@/config/site.ts';
import { useModuleOn } from '@/lib/actors.ts';
import { RegisterForm } from './register-form.tsx';

/**
 * `registerModal` (SPEC §2): by username and, with MOBILENUMREG3, by mobile number (then the
 * default tab, as on the platform). Each tab runs its own registration machine: switching tabs
 * starts that tab's form afresh.
 */
export const RegisterModalBody = () => {
  const { t } = useTranslation();
  const mobileOn = useModuleOn(modules.mobileRegister);
  const usernameOn = useModuleOn(modules.usernameRegister) || !mobileOn;
  const [mode, setMode] = useState<RegistrationMode>(mobileOn ? 'mobile' : 'username');
  const tabs: TabItem<RegistrationMode>[] = [];
  if (usernameOn) tabs.push({ value: 'username', label: t('register.tabUsername') });
  if (mobileOn) tabs.push({ value: 'mobile', label: t('register.tabMobile') });
  const form = <RegisterForm key={mode} mode={mode} />;
  if (tabs.length < 2) return form;
  return (
    <Tabs label={t('register.methods')} tabs={tabs} selected={mode} onSelect={setMode}>
      {form}
    </Tabs>
  );
};
