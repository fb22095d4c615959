import { EXPENSE_ATTACHMENT_LIMIT } from '@garage/domain';
import { ActionIcon, Anchor, Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { IconPaperclip, IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportHttpError } from '../../lib/http.ts';
import { newUuid } from '../../lib/idempotency.ts';
import { uploadAttachment } from './accounts-api.ts';
import { type Attachment, fileRefusal, keyOfUrl } from './expense-rules.ts';

const EXTENSIONS = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;

const dataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/**
 * The expense's photos (bills, slips): each uploaded when chosen, within one flow of this form (the server
 * holds the flow to 15 MB), checked here first against the spec's limits so a refused file is not sent.
 */
export function AttachmentsField({
  garageId,
  value,
  onChange,
  error,
}: {
  garageId: number;
  value: Attachment[];
  onChange: (next: Attachment[]) => void;
  error?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const flowId = useRef(newUuid());
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const kb = (size: number) => `${Math.max(1, Math.round(size / 1024))} KB`;

  const add = async (file: File | null) => {
    if (!file) return;
    setProblem(null);
    const refusal = fileRefusal(file, value);
    if (refusal) {
      setProblem(
        refusal.reason === 'count'
          ? t('accounts.form.tooMany', { max: EXPENSE_ATTACHMENT_LIMIT })
          : refusal.reason === 'flow'
            ? t('accounts.form.flowTooLarge')
            : t(refusal.reason === 'size' ? 'accounts.form.fileTooLarge' : 'accounts.form.fileType', { name: file.name }),
      );
      return;
    }
    setUploading(true);
    try {
      const extension = EXTENSIONS[file.type as keyof typeof EXTENSIONS];
      const uploaded = await uploadAttachment({
        extension,
        file_to_upload: await dataUrl(file),
        garage_id: garageId,
        flow_id: flowId.current,
      });
      onChange([...value, { key: keyOfUrl(uploaded.url), url: uploaded.url, name: file.name, size: uploaded.size }]);
    } catch (e) {
      reportHttpError(e);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack gap={4}>
      <Input.Label>{t('accounts.form.attachments')}</Input.Label>
      <Text size="xs" c="dimmed">
        {t('accounts.form.attachHint')}
      </Text>
      {value.map((a) => (
        <Group key={a.key} gap="xs" wrap="nowrap">
          <IconPaperclip size={14} aria-hidden />
          <Anchor href={a.url} target="_blank" rel="noopener" size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {a.name}
          </Anchor>
          <Text size="xs" c="dimmed">
            {kb(a.size)}
          </Text>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('accounts.form.remove', { name: a.name })}
            onClick={() => onChange(value.filter((x) => x.key !== a.key))}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      <FileButton onChange={(f) => void add(f)} accept="image/jpeg,image/png,image/webp">
        {(props) => (
          <Button
            {...props}
            variant="default"
            size="sm"
            leftSection={<IconPaperclip size={16} />}
            loading={uploading}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('accounts.form.attach')}
          </Button>
        )}
      </FileButton>
      {(problem || error) && (
        <Text size="sm" c="red" role="alert">
          {problem ?? error}
        </Text>
      )}
    </Stack>
  );
}
