/** Texts of the CSV import (issue 14, decision 055), spread into MESSAGES. */
export const CSV_MESSAGES = {
  'csv.notAvailable': {
    en: 'Importing {type} from CSV is not available yet',
    es: 'La importación de {type} desde CSV aún no está disponible',
  },
  'csv.empty': { en: 'The file has no rows to import', es: 'El archivo no tiene filas para importar' },
  'csv.tooManyRows': {
    en: 'The file has {rows} rows; import at most {max} at a time',
    es: 'El archivo tiene {rows} filas; importe como máximo {max} cada vez',
  },
  'csv.unreadable': {
    en: 'The file cannot be read as CSV near line {line}: {detail}',
    es: 'El archivo no se puede leer como CSV cerca de la línea {line}: {detail}',
  },
  'csv.missingColumns': {
    en: 'The file lacks the columns {columns}; download the sample file to see them',
    es: 'Al archivo le faltan las columnas {columns}; descargue el archivo de ejemplo para verlas',
  },
  'csv.unknownColumns': {
    en: 'Unknown columns {columns}; the columns are {expected}',
    es: 'Columnas desconocidas {columns}; las columnas son {expected}',
  },
  'csv.duplicateColumns': {
    en: 'The column {columns} appears more than once',
    es: 'La columna {columns} aparece más de una vez',
  },
  'csv.notChecked': {
    en: 'This upload is not ready to import: check it first',
    es: 'Esta carga no está lista para importar: compruébela primero',
  },
  'csv.closed': {
    en: 'This upload was already imported or cancelled',
    es: 'Esta carga ya se importó o se canceló',
  },
  'csv.nothingToImport': {
    en: 'No row of this file can be imported: download the error file, correct it and upload it again',
    es: 'Ninguna fila de este archivo se puede importar: descargue el archivo de errores, corríjalo y vuelva a subirlo',
  },
  'csv.row.required': { en: '{column} is required', es: '{column} es obligatorio' },
  'csv.row.tooLong': {
    en: '{column} is longer than {max} characters',
    es: '{column} tiene más de {max} caracteres',
  },
  'csv.row.html': { en: '{column} must not contain HTML tags', es: '{column} no debe contener etiquetas HTML' },
  'csv.row.number': {
    en: '{column} must be a number, not "{value}"',
    es: '{column} debe ser un número, no "{value}"',
  },
  'csv.row.negative': { en: '{column} cannot be negative', es: '{column} no puede ser negativo' },
  'csv.row.positive': { en: '{column} must be more than zero', es: '{column} debe ser mayor que cero' },
  'csv.row.numberRange': {
    en: '{column} "{value}" is too large or has more than {decimals} decimals',
    es: '{column} "{value}" es demasiado grande o tiene más de {decimals} decimales',
  },
  'csv.row.choice': {
    en: '{column} must be one of {values}, not "{value}"',
    es: '{column} debe ser uno de {values}, no "{value}"',
  },
  'csv.row.yesNo': { en: '{column} must be yes or no, not "{value}"', es: '{column} debe ser sí o no, no "{value}"' },
  'csv.row.date': {
    en: '{column} must be a date written YYYY-MM-DD, not "{value}"',
    es: '{column} debe ser una fecha escrita AAAA-MM-DD, no "{value}"',
  },
  'csv.row.unitUnknown': {
    en: 'Unknown unit "{value}"; use one of {values}',
    es: 'Unidad desconocida "{value}"; use una de {values}',
  },
  'csv.row.serialUnit': {
    en: 'A part tracked by serial number is counted in pieces, not "{value}"',
    es: 'Un repuesto controlado por número de serie se cuenta en piezas, no en "{value}"',
  },
  'csv.row.taxUnknown': {
    en: 'No active tax category named "{value}" in this garage',
    es: 'No hay ninguna categoría de impuestos activa llamada "{value}" en este taller',
  },
  'csv.row.duplicate': {
    en: '{value} appears more than once in the file (rows {rows})',
    es: '{value} aparece más de una vez en el archivo (filas {rows})',
  },
  'csv.row.cellCount': {
    en: 'The row has {found} cells, the header has {expected}',
    es: 'La fila tiene {found} celdas, la cabecera tiene {expected}',
  },
  'csv.row.integer': {
    en: '{column}: {value} is not a whole number from 0 to {max}',
    es: '{column}: {value} no es un número entero de 0 a {max}',
  },
  'csv.row.vendorUnknown': {
    en: 'No vendor named {value} (or with that tax number) in this garage',
    es: 'No hay ningún proveedor llamado {value} (ni con ese número fiscal) en este taller',
  },
  'csv.row.vendorAmbiguous': {
    en: 'More than one vendor has the tax number {value}: write the vendor name',
    es: 'Más de un proveedor tiene el número fiscal {value}: escriba el nombre del proveedor',
  },
  'csv.row.customerUnknown': {
    en: 'No customer with mobile number {value}',
    es: 'No hay ningún cliente con el móvil {value}',
  },
  'csv.row.customerAmbiguous': {
    en: 'More than one customer has mobile number {value}: write it with the country code',
    es: 'Más de un cliente tiene el móvil {value}: escríbalo con el código de país',
  },
  'csv.row.serviceUnknown': {
    en: 'No service named {value} in this garage',
    es: 'No hay ningún servicio llamado {value} en este taller',
  },
  'csv.row.partUnknown': {
    en: 'No part with part number {value} in this garage',
    es: 'No hay ningún repuesto con el número {value} en este taller',
  },
  'csv.row.wholeUnit': {
    en: 'The quantity of {part} must be a whole number of {unit}',
    es: 'La cantidad de {part} debe ser un número entero de {unit}',
  },
  'csv.row.batchRequired': {
    en: '{part} is tracked by batch or serial number: fill in batch_number',
    es: '{part} se controla por lote o número de serie: rellene batch_number',
  },
  'csv.row.notTracked': {
    en: '{part} is not tracked by batch or serial number: leave batch_number and expiry_date empty',
    es: '{part} no se controla por lote ni por número de serie: deje vacíos batch_number y expiry_date',
  },
  'csv.row.serialOne': {
    en: 'Serial number {value} of {part} stands for one piece: the quantity must be 1',
    es: 'El número de serie {value} de {part} corresponde a una sola unidad: la cantidad debe ser 1',
  },
  'csv.outcome.NEW': { en: 'New', es: 'Nuevo' },
  'csv.outcome.UPDATE': { en: 'Update', es: 'Actualización' },
  'csv.outcome.ERROR': { en: 'Error', es: 'Error' },
} as const satisfies Record<string, { en: string; es: string }>;
