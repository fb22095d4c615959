import { STOCK_AUDIT_RUN } from '@garage/contract/meta';
import { Button, Group, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportHttpError } from '../../lib/http.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { createIdempotencyKeeper } from '../../lib/idempotency.ts';
import { refusalText } from '../../lib/server-errors.ts';
import { toast } from '../../lib/toast.ts';
import { createAudit, refreshInventory } from './inventory-api.ts';
import { InventoryFrame } from './inventory-frame.tsx';

type Scope = 'all' | 'brand' | 'search';

/** /tabs/create-stock-audit: name it and choose what to count (all active parts, a brand, a search). */
export function CreateStockAuditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const keeper = useMemo(() => createIdempotencyKeeper(), []);
  const [name, setName] = useState('');
  const [note, setNote] = useState('');
  const [scope, setScope] = useState<Scope>('all');
  const [brand, setBrand] = useState('');
  const [q, setQ] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const body = {
    ...(name.trim() ? { name: name.trim() } : {}),
    ...(note.trim() ? { note: note.trim() } : {}),
    all: scope === 'all',
    ...(scope === 'brand' ? { brand: brand.trim() } : {}),
    ...(scope === 'search' ? { q: q.trim() } : {}),
  };
  const mutation = useMutation({
    mutationFn: () => createAudit(body, keeper.keyFor(body)),
    onSuccess: (audit) => {
      keeper.settle();
      refreshInventory(queryClient);
      toast(t('inventory.create.started', { number: audit.audit_number, count: audit.totals.parts }), 'success');
      void navigate({ to: '/tabs/inventory-parts-audit', search: { audit: audit.audit_id } });
    },
    onError: (error) => {
      const text = refusalText(error, currentLanguage());
      if (text === null) reportHttpError(error);
      else {
        keeper.settle();
        setRefusal(text);
      }
    },
  });
  const incomplete = (scope === 'brand' && !brand.trim()) || (scope === 'search' && !q.trim());
  return (
    <InventoryFrame
      roles={STOCK_AUDIT_RUN}
      title={t('inventory.create.title')}
      back={{ label: t('inventory.count.back'), render: (p) => <Link {...p} to="/tabs/stock-audit" /> }}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setRefusal(null);
          if (!incomplete && !mutation.isPending) mutation.mutate();
        }}
      >
        <Stack gap="sm" maw={560}>
          <TextInput
            label={t('inventory.create.name')}
            placeholder={t('inventory.create.namePlaceholder')}
            maxLength={80}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <Radio.Group label={t('inventory.create.what')} value={scope} onChange={(v) => setScope(v as Scope)}>
            <Stack gap={6} mt={4}>
              <Radio value="all" label={t('inventory.create.all')} />
              <Radio value="brand" label={t('inventory.create.brand')} />
              {scope === 'brand' && (
                <TextInput
                  aria-label={t('inventory.create.brandLabel')}
                  placeholder={t('inventory.create.brandLabel')}
                  maxLength={60}
                  value={brand}
                  onChange={(e) => setBrand(e.currentTarget.value)}
                  ml="lg"
                />
              )}
              <Radio value="search" label={t('inventory.create.search')} />
              {scope === 'search' && (
                <TextInput
                  aria-label={t('inventory.create.searchLabel')}
                  placeholder={t('inventory.create.searchLabel')}
                  maxLength={60}
                  value={q}
                  onChange={(e) => setQ(e.currentTarget.value)}
                  ml="lg"
                />
              )}
            </Stack>
          </Radio.Group>
          <Textarea
            label={t('inventory.create.note')}
            autosize
            minRows={2}
            maxLength={500}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
          />
          <Text size="xs" c="dimmed">
            {t('inventory.count.frozen')}
          </Text>
          {refusal && (
            <Text size="sm" c="red" role="alert">
              {refusal}
            </Text>
          )}
          <Group>
            <Button type="submit" loading={mutation.isPending} disabled={incomplete}>
              {t('inventory.create.start')}
            </Button>
          </Group>
        </Stack>
      </form>
    </InventoryFrame>
  );
}
