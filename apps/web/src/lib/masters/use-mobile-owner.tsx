import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Customer, checkCustomerMobile } from '../api/masters.ts';
import { currentLanguage } from '../i18n.ts';
import { message } from '../messages.ts';

interface MobileOwner {
  customer_id: number | null;
  name: string;
}

/**
 * "This mobile number belongs to X": asked of the server when the mobile field is left, and said when a
 * save is refused for it. While it stands, the customer form does not send (useContractForm's `blocked`).
 */
export function useMobileOwner(editing: Customer | null, current: () => { mobile_number: string; country_phone_code: string }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [mobileOwner, setMobileOwner] = useState<MobileOwner | null>(null);
  const mobileCheck = useRef<AbortController | null>(null);

  /** On leaving the mobile field: does the number already belong to another customer of the group? */
  const checkMobileOwner = async () => {
    const draft = current();
    const number = draft.mobile_number.replace(/\D/g, '');
    const code = draft.country_phone_code.replace(/\D/g, '');
    if (number.length < 4 || !code) return;
    if (editing && editing.mobile_number === number && editing.country_phone_code === code) return;
    mobileCheck.current?.abort();
    const controller = new AbortController();
    mobileCheck.current = controller;
    try {
      const answer = await checkCustomerMobile(code, number, controller.signal);
      if (controller.signal.aborted) return;
      if (answer.exists && answer.customer_id !== editing?.customer_id) {
        setMobileOwner({ customer_id: answer.customer_id, name: answer.display_name ?? '' });
      } else setMobileOwner(null);
    } catch {
      // The check is a courtesy; the server refuses a duplicate on save anyway.
    }
  };

  /** The mobile field's error: the owner of the number (with a link to them) when known, else `fieldError`. */
  const mobileError = (fieldError: ReactNode): ReactNode => {
    let mobileError: ReactNode = fieldError;
    if (mobileOwner) {
      mobileError = (
        <span>
          {message('customer.mobileTaken', language, { name: mobileOwner.name })}
          {mobileOwner.customer_id !== null && (
            <>
              {' '}
              <Anchor
                size="xs"
                renderRoot={(props) => (
                  <Link
                    {...props}
                    to="/tabs/customer-details/$customerId"
                    params={{ customerId: String(mobileOwner.customer_id) }}
                  />
                )}
              >
                {t('customers.form.openCustomer')}
              </Anchor>
            </>
          )}
        </span>
      );
    }
    return mobileError;
  };

  return { owner: mobileOwner, setOwner: setMobileOwner, checkMobileOwner, mobileError };
}
