/**
 * The PAC (proveedor autorizado de certificación) behind an interface (decision 048). SAT's CFDI is valid
 * only once a PAC stamps it (TimbreFiscalDigital with the folio fiscal) and, to cancel it, the PAC asks SAT.
 * The default is the product's SANDBOX: it stamps locally, marks every stamp as such, and never claims
 * fiscal validity. A real PAC is chosen by configuration (CFDI_PAC) once built.
 */
import { type CfdiCancelReason, type CfdiSeal, cfdiLocalDateTime } from '@garage/domain';
import type { Config } from '../../../config.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { IdGenerator } from '../../../platform/ids.ts';

export interface StampedCfdi {
  uuid: string;
  /** The whole CFDI as the PAC answers it, with its Complemento/TimbreFiscalDigital. */
  xml: string;
  stampedAt: Date;
}

export class PacError extends Error {}

export interface CfdiStamper {
  /** Stored with each stamp ('sandbox'; a real PAC's name). */
  readonly name: string;
  /** True when stamps have no fiscal validity (shown on the screen, the PDF and in the XML). */
  readonly sandbox: boolean;
  /**
   * The issuer's seal written into the XML before stamping. A real issuer signs the cadena original with its
   * CSD (certificate and private key from SAT), or lets a PAC that offers it seal and stamp in one call.
   */
  seal(): CfdiSeal;
  /** Stamps a CFDI (checked against the schema already); throws PacError when the PAC refuses it. */
  stamp(xml: string): Promise<StampedCfdi>;
  /** Asks SAT, through the PAC, to cancel a stamped CFDI; 01 names the CFDI that replaces it. */
  cancel(uuid: string, reason: CfdiCancelReason, substituteUuid: string | null): Promise<{ cancelledAt: Date }>;
}

export const TFD_NAMESPACE = 'http://www.sat.gob.mx/TimbreFiscalDigital';
export const SANDBOX_LEGEND = 'SANDBOX — sin validez fiscal';

/** The sandbox PAC: a TimbreFiscalDigital 1.1 with the id generator's UUID and the clock's time, marked SANDBOX. */
export class SandboxStamper implements CfdiStamper {
  readonly name = 'sandbox';
  readonly sandbox = true;

  constructor(
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  seal(): CfdiSeal {
    return { no_certificado: '00000000000000000000', certificado: 'SANDBOX', sello: 'SANDBOX' };
  }

  async stamp(xml: string): Promise<StampedCfdi> {
    const close = '</cfdi:Comprobante>';
    if (!xml.endsWith(close)) throw new PacError('not a CFDI 4.0 Comprobante');
    const uuid = this.ids().toUpperCase();
    const stampedAt = this.clock.now();
    // PACs write FechaTimbrado in central Mexico time.
    const tfd =
      `<tfd:TimbreFiscalDigital xmlns:tfd="${TFD_NAMESPACE}" ` +
      `xsi:schemaLocation="${TFD_NAMESPACE} http://www.sat.gob.mx/sitio_internet/cfd/TimbreFiscalDigital/TimbreFiscalDigitalv11.xsd" ` +
      `Version="1.1" UUID="${uuid}" FechaTimbrado="${cfdiLocalDateTime(stampedAt, 'America/Mexico_City')}" ` +
      `RfcProvCertif="AAA010101AAA" Leyenda="${SANDBOX_LEGEND}" SelloCFD="SANDBOX" NoCertificadoSAT="SANDBOX" SelloSAT="SANDBOX"/>`;
    // The stamp joins the Complemento the CFDI already has (a payment complement's pago20:Pagos), or opens one.
    const complemento = '</cfdi:Complemento>';
    const body = xml.slice(0, -close.length);
    const stampedXml = body.endsWith(complemento)
      ? `${body.slice(0, -complemento.length)}${tfd}${complemento}${close}`
      : `${body}<cfdi:Complemento>${tfd}</cfdi:Complemento>${close}`;
    return { uuid, stampedAt, xml: stampedXml };
  }

  async cancel(): Promise<{ cancelledAt: Date }> {
    return { cancelledAt: this.clock.now() };
  }
}

/** The configured PAC (CFDI_PAC). Only the sandbox exists today; a real one is added here. */
export function buildStamper(config: Pick<Config, 'cfdiPac'>, clock: Clock, ids: IdGenerator): CfdiStamper {
  switch (config.cfdiPac) {
    case 'sandbox':
      return new SandboxStamper(clock, ids);
  }
}
