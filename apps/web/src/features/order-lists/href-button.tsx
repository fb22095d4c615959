import { Button, type ButtonProps } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/**
 * A button to a screen of another feature whose route and search are owned there (the order editor):
 * a real link (middle click, copy address) that navigates inside the app.
 */
export function HrefButton({ href, children, ...rest }: { href: string; children: ReactNode } & ButtonProps) {
  const navigate = useNavigate();
  return (
    <Button
      component="a"
      href={href}
      onClick={(e: React.MouseEvent<HTMLAnchorElement>) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        void navigate({ href });
      }}
      {...rest}
    >
      {children}
    </Button>
  );
}

/** Addresses of the order editor (built by its own feature; spec 2.3 modes). */
export const editorHref = {
  createRepairOrder: () => '/tabs/create-repair-order',
  createQuotation: () => '/tabs/create-quotation',
  editOrder: (orderId: number, type: string) =>
    `/tabs/create-repair-order?type=${encodeURIComponent(type)}&mode=EDIT&order_id=${orderId}`,
  copyOrder: (orderId: number, type: string) =>
    `/tabs/create-repair-order?type=${encodeURIComponent(type)}&mode=COPY&order_id=${orderId}`,
  editQuotation: (quoteId: number) => `/tabs/edit-quotation/${quoteId}`,
  prepareInvoice: (orderId: number, type: string) =>
    `/tabs/create-repair-order?type=${encodeURIComponent(type)}&mode=PREPARE_INVOICE&order_id=${orderId}`,
};
