// The registration wizard (spec §2, §4): Location, then Credentials, then the phone
// verification screen. A signed-in user is sent to / — except during verification, where the
// wizard's own automatic sign-in happens.
import { useEffect, useState } from 'react';
import { Button, Form, Steps } from 'antd';
import { Navigate } from 'react-router';
import { useAuth } from '../../../shared/auth/session';
import AddressMapForm, { type AddressFormValue } from '../address/AddressMapForm';
import { CredentialsForm, type CredentialsValues } from './CredentialsForm';
import { VerifyAfterRegistration } from './VerifyAfterRegistration';
import type { Registration } from './registration';
import { t } from './texts';

type Phase = { step: 'location' } | { step: 'credentials' } | { step: 'verify'; registration: Registration };

/** The Location step's address as registerClient's address input ([lat, lng] kept as the spec has it). */
export function toAddressInput(value: AddressFormValue) {
  return {
    full_address: value.full_address,
    city: value.city,
    label: value.label,
    delivery_instructions: value.delivery_instructions ?? '',
    geo_point: { type: 'Point', coordinates: [...value.geo_point.coordinates] },
  };
}

export function RegisterWizard() {
  const { user } = useAuth();
  const [phase, setPhase] = useState<Phase>({ step: 'location' });
  const [address, setAddress] = useState<AddressFormValue | null>(null);
  // Kept here so the credentials survive a step back to the map.
  const [credentials] = Form.useForm<CredentialsValues>();

  // Each step starts at its top: the map step is taller than the screen.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [phase.step]);

  if (user && phase.step !== 'verify') return <Navigate to="/" replace />;

  if (phase.step === 'verify') return <VerifyAfterRegistration registration={phase.registration} />;

  return (
    <>
      <Steps
        className="register-steps"
        current={phase.step === 'location' ? 0 : 1}
        items={[{ title: t('accounts.register.step.location') }, { title: t('accounts.register.step.credentials') }]}
      />
      {phase.step === 'location' ? (
        <AddressMapForm
          initialValue={address ?? undefined}
          submitLabel={t('accounts.register.next')}
          onSubmit={(value) => {
            setAddress(value);
            setPhase({ step: 'credentials' });
          }}
        />
      ) : (
        <>
          <Button type="link" className="register-back" onClick={() => setPhase({ step: 'location' })}>
            {t('accounts.register.back')}
          </Button>
          <CredentialsForm
            form={credentials}
            address={address ? toAddressInput(address) : null}
            onRegistered={(registration) => setPhase({ step: 'verify', registration })}
          />
        </>
      )}
    </>
  );
}
