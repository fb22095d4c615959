import type { VehicleType } from '@garage/domain';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { brandsQuery, modelsQuery } from '../api/masters.ts';
import { type Check, useContractForm } from '../forms/use-contract-form.ts';
import { useGarageContext } from './use-master-rules.ts';
import {
  requiredVehicleFields,
  VEHICLE_FIELDS,
  VEHICLE_SERVER_KEYS,
  type VehicleDraft,
  type VehicleField,
} from './vehicle-rules.ts';

/** The on-screen names of the vehicle fields, for labels and for the messages that name them. */
export function vehicleLabels(t: TFunction): Record<VehicleField, string> {
  return {
    customer_id: t('vehicles.form.customer'),
    reg_number: t('vehicles.form.regNumber'),
    vehicle_type: t('vehicles.form.vehicleType'),
    brand_id: t('vehicles.form.brand'),
    model_id: t('vehicles.form.model'),
    fuel_type: t('vehicles.form.fuel'),
    variant: t('vehicles.form.variant'),
    vin: t('vehicles.form.vin'),
    engine_number: t('vehicles.form.engineNumber'),
    odometer_reading: t('vehicles.form.odometer'),
    manufacture_year: t('vehicles.form.year'),
    colour: t('vehicles.form.colour'),
    insurance_provider: t('vehicles.form.insuranceProvider'),
    policy_number: t('vehicles.form.policyNumber'),
    insurance_expiry: t('vehicles.form.insuranceExpiry'),
  };
}

/** The vehicle fields typed as text. */
export type VehicleTextField = Exclude<keyof VehicleDraft, 'vehicle_type' | 'brand_id' | 'model_id' | 'fuel_type'>;

export interface VehicleFormOptions<B, A> {
  initialValues: VehicleDraft;
  check: (draft: VehicleDraft) => Check<B>;
  send: (body: B, idempotencyKey: string) => Promise<A>;
  onSaved: (answer: A) => void | Promise<void>;
}

/**
 * The vehicle form shared by /tabs/add-vehicle and the order editor's quick add: the submit loop
 * (useContractForm), the garage's mandatory fields, the brands of the vehicle type and the models of the
 * brand, and the rule that a new type or brand starts the choice below it again.
 */
export function useVehicleForm<B, A>(options: VehicleFormOptions<B, A>) {
  const { t } = useTranslation();
  const { rules } = useGarageContext();
  const labels = vehicleLabels(t);
  const required = useMemo(() => requiredVehicleFields(rules), [rules]);
  const contract = useContractForm({ ...options, labels, fields: VEHICLE_FIELDS, serverKeys: VEHICLE_SERVER_KEYS });
  const { form } = contract;
  const draft = form.values;
  const brands = useQuery(brandsQuery(draft.vehicle_type));
  const models = useQuery({ ...modelsQuery(draft.brand_id ?? 0), enabled: draft.brand_id !== null });

  const input = (field: VehicleTextField) => ({
    label: labels[field],
    required: required.has(field),
    ...form.getInputProps(field),
  });
  /** Brands are per vehicle type: a new type starts the brand and model again. */
  const setVehicleType = (type: VehicleType) => {
    if (form.getValues().vehicle_type === type) return;
    form.setFieldValue('vehicle_type', type);
    form.setFieldValue('brand_id', null);
    form.setFieldValue('model_id', null);
  };
  /** Clearing or changing the brand clears the model. */
  const setBrand = (brandId: number | null) => {
    if (form.getValues().brand_id === brandId) return;
    form.setFieldValue('brand_id', brandId);
    form.setFieldValue('model_id', null);
  };

  return { ...contract, draft, labels, required, rules, brands, models, input, setVehicleType, setBrand };
}
