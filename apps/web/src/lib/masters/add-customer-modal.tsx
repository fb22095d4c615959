import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CustomerDetails } from '../api/masters.ts';
import { useIsDesktop } from '../ui/responsive.ts';
import { CustomerForm } from './customer-form.tsx';
import type { CustomerDraft } from './customer-rules.ts';

export interface AddCustomerModalProps {
  opened: boolean;
  onClose: () => void;
  onCreated: (customer: CustomerDetails) => void;
  initial?: Partial<CustomerDraft>;
}

/** add-customer-modal: the customer form over the current screen (full screen on phones). */
export function AddCustomerModal({ opened, onClose, onCreated, initial }: AddCustomerModalProps) {
  const { t } = useTranslation();
  const desktop = useIsDesktop();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('customers.form.createTitle')}
      size="lg"
      fullScreen={!desktop}
      closeOnClickOutside={false}
    >
      {opened && (
        <CustomerForm
          initial={initial}
          autoFocus
          onCancel={onClose}
          onSaved={(customer) => {
            onCreated(customer);
            onClose();
          }}
        />
      )}
    </Modal>
  );
}
