import { CloseButton, TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface SearchInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  value: string;
  onChange: (value: string) => void;
  /** Accessible name; also the placeholder when none is given. */
  label: string;
}

/** A search box with a clear button; the label is its accessible name (shown only to screen readers). */
export function SearchInput({ value, onChange, label, placeholder, ...rest }: SearchInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      type="search"
      aria-label={label}
      placeholder={placeholder ?? label}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && value) {
          e.preventDefault();
          onChange('');
        }
      }}
      rightSection={value ? <CloseButton size="sm" aria-label={t('common.clearSearch')} onClick={() => onChange('')} /> : null}
      autoComplete="off"
      {...rest}
    />
  );
}
