/**
 * XSD validation of a CFDI with libxml2 (npm `xmllint-wasm`, libxml2's xmllint compiled to WebAssembly:
 * no native build, no network). The schema is our transcription of the CFDI 4.0 structure
 * (cfdi40-structure.xsd.ts), or SAT's official files when an operator puts them in CFDI_XSD_DIR.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';
import { CFDI40_STRUCTURE_XSD } from './cfdi40-structure.xsd.ts';
import { PAGOS20_STRUCTURE_XSD } from './pagos20-structure.xsd.ts';

export interface CfdiSchema {
  /** 'official': SAT's files from CFDI_XSD_DIR; 'transcription': ours. */
  source: 'official' | 'transcription';
  main: XMLFileInfo;
  preload: XMLFileInfo[];
}

export interface CfdiValidation {
  valid: boolean;
  /** libxml2's messages, as it wrote them (without the file name). */
  errors: string[];
}

const TRANSCRIPTION: CfdiSchema = {
  source: 'transcription',
  main: { fileName: 'cfdi40-structure.xsd', contents: CFDI40_STRUCTURE_XSD },
  preload: [{ fileName: 'pagos20-structure.xsd', contents: PAGOS20_STRUCTURE_XSD }],
};

/**
 * SAT's official schema from a folder: cfdv40.xsd and the files it imports (tdCFDI.xsd, catCFDI.xsd). Its
 * imports name the files by their address at sat.gob.mx; they are pointed at the local copies, since
 * libxml2 here has no network.
 */
export function loadCfdiSchema(dir: string): CfdiSchema {
  if (!dir) return TRANSCRIPTION;
  const main = path.join(dir, 'cfdv40.xsd');
  if (!existsSync(main)) throw new Error(`CFDI_XSD_DIR has no cfdv40.xsd: ${dir}`);
  const local = (text: string) => text.replace(/schemaLocation="[^"]*\/([^"/]+\.xsd)"/g, 'schemaLocation="$1"');
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.xsd'))
    .map((name) => ({ fileName: name, contents: local(readFileSync(path.join(dir, name), 'utf8')) }));
  return {
    source: 'official',
    main: files.find((f) => f.fileName === 'cfdv40.xsd')!,
    preload: files.filter((f) => f.fileName !== 'cfdv40.xsd'),
  };
}

export async function validateCfdi(xml: string, schema: CfdiSchema = TRANSCRIPTION): Promise<CfdiValidation> {
  const result = await validateXML({
    xml: [{ fileName: 'cfdi.xml', contents: xml }],
    schema: [schema.main],
    preload: schema.preload,
  });
  return { valid: result.valid, errors: result.errors.map((e) => e.message.trim()) };
}
