import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp } from '../../lib/http.ts';
import { setLanguage } from '../../lib/i18n.ts';
import { jsonResponse } from '../../lib/test-helpers.ts';
import { renderScreen } from '../../lib/test-render.tsx';
import { ExtraInformationPage } from './extra-information-page.tsx';
import { GarageRegisterPage } from './garage-register-page.tsx';

// Screens rendered with the app's providers take seconds on a busy machine; the default 5 s is too tight.
const UI_TEST_MS = 20_000;

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  configureHttp({ onError: vi.fn(), onSessionLost: vi.fn(), onRoleDenied: vi.fn(), language: () => 'en' });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setLanguage('en');
});

describe('registration step 4 (extra information)', () => {
  it(
    'keeps what was typed and refuses a negative or too large count with a message, sending nothing',
    async () => {
      await renderScreen(<ExtraInformationPage garageId={7} countryCode="IN" />);
      const bays = await screen.findByRole('textbox', { name: 'Service bays' });
      const technicians = screen.getByRole('textbox', { name: 'Technicians' });
      fireEvent.change(bays, { target: { value: '-3' } });
      fireEvent.blur(bays);
      fireEvent.change(technicians, { target: { value: '99999999999' } });
      fireEvent.blur(technicians);
      expect(bays).toHaveValue('-3');
      expect(technicians).toHaveValue('99999999999');
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Service bays must not be negative')).toBeVisible();
      expect(screen.getByText('Technicians must be at most 10000')).toBeVisible();
      expect(fetchMock).not.toHaveBeenCalled();
    },
    UI_TEST_MS,
  );

  it(
    "shows the server's refusal on its field",
    async () => {
      fetchMock.mockResolvedValueOnce(jsonResponse(400, { message: 'Service bays must be at most 1000', code: 'BAD_REQUEST' }));
      await renderScreen(<ExtraInformationPage garageId={7} countryCode="IN" />);
      fireEvent.change(await screen.findByRole('textbox', { name: 'Service bays' }), { target: { value: '12' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Service bays must be at most 1000')).toBeVisible();
      expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ extra_information: { bays: 12 } });
    },
    UI_TEST_MS,
  );
});

describe("registration step 4: the garage's own tax number", () => {
  it(
    "names the field by the garage's country and checks it by that country's format",
    async () => {
      await renderScreen(<ExtraInformationPage garageId={7} countryCode="IN" />);
      const gstin = await screen.findByRole('textbox', { name: 'GSTIN' });
      expect(screen.getByText('Printed on your tax invoices as the seller’s GSTIN')).toBeVisible();
      fireEvent.change(gstin, { target: { value: '29AABCD1234E' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText(/A GSTIN has 15 characters/)).toBeVisible();
      expect(fetchMock).not.toHaveBeenCalled();
      cleanup();

      await renderScreen(<ExtraInformationPage garageId={7} countryCode="SA" saved={{ bays: 3 }} />);
      expect(await screen.findByRole('textbox', { name: 'VAT number' })).toHaveValue('');
      expect(screen.getByText('Printed on your invoices as the seller’s tax number')).toBeVisible();
      expect(screen.getByRole('textbox', { name: 'Service bays' })).toHaveValue('3');
      cleanup();

      setLanguage('es');
      fetchMock.mockResolvedValueOnce(jsonResponse(200, {}));
      await renderScreen(<ExtraInformationPage garageId={7} countryCode="MX" saved={{ heard_from: 'FRIEND', bays: 2 }} />);
      const rfc = await screen.findByRole('textbox', { name: 'RFC' });
      expect(await screen.findByText('Su RFC: necesario para timbrar facturas CFDI')).toBeVisible();
      fireEvent.change(rfc, { target: { value: 'eku9003173c9' } });
      fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
      expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
        extra_information: { heard_from: 'FRIEND', bays: 2, tax_number: 'eku9003173c9' },
      });
    },
    UI_TEST_MS,
  );
});

describe('registration step 3 (garage details)', () => {
  it(
    "asks for the owner's name, in English and Spanish",
    async () => {
      await renderScreen(<GarageRegisterPage countryCode="IN" timeZone="Asia/Kolkata" />);
      fireEvent.change(await screen.findByRole('textbox', { name: /Garage name/ }), { target: { value: 'Speedy' } });
      fireEvent.click(screen.getByRole('button', { name: 'Register garage' }));
      expect(
        await screen.findByText('Enter your first name: your team and customers see it instead of your phone number'),
      ).toBeVisible();
      expect(screen.getByRole('textbox', { name: /Owner first name/ })).toBeRequired();
      expect(fetchMock).not.toHaveBeenCalled();
      cleanup();

      setLanguage('es');
      await renderScreen(<GarageRegisterPage countryCode="MX" timeZone="America/Mexico_City" />);
      fireEvent.change(await screen.findByRole('textbox', { name: /Nombre del taller/ }), { target: { value: 'Rápido' } });
      fireEvent.click(screen.getByRole('button', { name: 'Registrar taller' }));
      expect(
        await screen.findByText('Introduzca su nombre: su equipo y sus clientes lo verán en lugar de su número de teléfono'),
      ).toBeVisible();
    },
    UI_TEST_MS,
  );
});
