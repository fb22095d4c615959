import { containsHtml } from '@garage/domain';
import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n.ts';
import type { MasterRules } from '../../lib/masters/garage-rules.ts';
import { message } from '../../lib/messages.ts';
import type { EditorDraft } from './editor-draft.ts';
import type { EditorDocument } from './editor-mode.ts';
import type { DraftField, EditorAction } from './editor-reducer.ts';
import { EditorSection } from './editor-section.tsx';
import { OdometerWarning } from './odometer-warning.tsx';
import type { DraftIssue } from './payload-rules.ts';
import { PropertiesList, TextList } from './text-lists.tsx';

export interface DetailsSectionProps {
  document: EditorDocument;
  draft: EditorDraft;
  dispatch: Dispatch<EditorAction>;
  readOnly: boolean;
  showErrors: boolean;
  timeZone: string;
  rules: MasterRules;
  issue: (i: DraftIssue) => boolean;
  /** A reading below the vehicle's last known one: shown under the field, never blocking (decision 028). */
  odometerWarning?: string;
}

/** Job card details: delivery time, odometer, reference, dates, recommendation, remarks, comments, properties. */
export function DetailsSection({
  document,
  draft,
  dispatch,
  readOnly,
  showErrors,
  timeZone,
  rules,
  issue,
  odometerWarning,
}: DetailsSectionProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const counterSale = draft.orderType === 'COUNTER_SALE';
  const isAmc = draft.orderType === 'AMC';
  const set =
    <F extends DraftField>(field: F) =>
    (value: EditorDraft[F]) =>
      dispatch({ type: 'fieldChanged', field, value } as EditorAction);
  const text = (
    field: DraftField &
      ('deliveryTime' | 'odometer' | 'lpoNumber' | 'garageRecommendation' | 'expiryDate' | 'purchaseDate' | 'fulfilmentDate'),
  ) => ({
    value: draft[field],
    readOnly,
    onChange: (e: { currentTarget: { value: string } }) => set(field)(e.currentTarget.value),
  });
  /** After a Next, text with HTML tags is marked as the server would refuse it (and unmarked once fixed). */
  const htmlError = (value: string, field: string) =>
    showErrors && containsHtml(value) ? message('field.htmlTags', language, { field }) : undefined;

  return (
    <EditorSection title={t('orderEditor.sections.details')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {!counterSale && (
          <TextInput
            type="datetime-local"
            label={t('orderEditor.fields.deliveryTime')}
            description={timeZone.replace(/_/g, ' ')}
            required={document === 'ORDER'}
            {...text('deliveryTime')}
            error={issue('deliveryTime') ? message('order.deliveryTime', language) : undefined}
          />
        )}
        <TextInput
          label={t('orderEditor.fields.odometer', { unit: t(`vehicles.units.${rules.distanceUnit}`) })}
          inputMode="numeric"
          maxLength={7}
          {...text('odometer')}
          error={issue('odometer') ? t('orderEditor.lines.invalidNumber') : undefined}
          // Under the field, where its error would be, so the field does not move while the reading is typed.
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          description={odometerWarning && <OdometerWarning text={odometerWarning} />}
        />
        <TextInput
          label={t('orderEditor.fields.lpoNumber')}
          maxLength={60}
          {...text('lpoNumber')}
          error={htmlError(draft.lpoNumber, t('orderEditor.fields.lpoNumber'))}
        />
        {(document === 'QUOTE' || isAmc) && (
          <TextInput type="date" label={t('orderEditor.fields.expiryDate')} {...text('expiryDate')} />
        )}
        {isAmc && <TextInput type="date" label={t('orderEditor.fields.purchaseDate')} {...text('purchaseDate')} />}
        {counterSale && <TextInput type="date" label={t('orderEditor.fields.fulfilmentDate')} {...text('fulfilmentDate')} />}
      </SimpleGrid>
      <Textarea
        mt="sm"
        label={t('orderEditor.fields.garageRecommendation')}
        maxLength={2000}
        autosize
        minRows={2}
        maxRows={6}
        {...text('garageRecommendation')}
        error={htmlError(draft.garageRecommendation, t('orderEditor.fields.garageRecommendation'))}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" mt="sm">
        <TextList
          label={t('orderEditor.fields.customerRemarks')}
          addLabel={t('orderEditor.fields.addRemark')}
          items={draft.customerRemarks}
          readOnly={readOnly}
          onChange={set('customerRemarks')}
          errorOf={htmlError}
          numbered
        />
        <TextList
          label={t('orderEditor.fields.comments')}
          addLabel={t('orderEditor.fields.addComment')}
          items={draft.comments}
          readOnly={readOnly}
          onChange={set('comments')}
          errorOf={htmlError}
        />
      </SimpleGrid>
      <PropertiesList
        items={draft.properties}
        readOnly={readOnly}
        onChange={set('properties')}
        error={issue('properties') ? t('orderEditor.errors.properties') : undefined}
        errorOf={htmlError}
      />
    </EditorSection>
  );
}
