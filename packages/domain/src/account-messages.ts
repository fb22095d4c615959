/**
 * Texts of accounts (issue 13): expense labels, expenses, the account book and the finance summary; kept
 * in their own file and spread into MESSAGES.
 */
export const ACCOUNT_MESSAGES = {
  'expenseLabel.notFound': { en: 'Expense label not found', es: 'Categoría de gasto no encontrada' },
  'expenseLabel.duplicate': {
    en: 'An expense label "{name}" already exists',
    es: 'Ya existe una categoría de gasto "{name}"',
  },
  'expenseLabel.inactive': {
    en: 'This expense label is inactive: choose an active one',
    es: 'Esta categoría de gasto está inactiva: elija una activa',
  },
  'expense.notFound': { en: 'Expense not found', es: 'Gasto no encontrado' },
  'expense.amountPositive': {
    en: 'An expense must be more than zero',
    es: 'Un gasto debe ser mayor que cero',
  },
  'expense.methodRequired': {
    en: 'A paid expense needs its payment method',
    es: 'Un gasto pagado necesita su forma de pago',
  },
  'expense.futureDay': {
    en: 'An expense cannot be dated after today',
    es: 'Un gasto no puede tener una fecha posterior a hoy',
  },
  'expense.paidBeforeDay': {
    en: 'An expense cannot be paid before its date',
    es: 'Un gasto no puede pagarse antes de su fecha',
  },
  'expense.futurePaidDay': {
    en: 'The payment date cannot be after today',
    es: 'La fecha de pago no puede ser posterior a hoy',
  },
  'expense.alreadyPaid': { en: 'This expense is already paid', es: 'Este gasto ya está pagado' },
  'expense.attachmentUnknown': {
    en: 'An attachment was not found: upload it again',
    es: 'No se encontró un adjunto: vuelva a subirlo',
  },
  'expense.attachmentsTooLarge': {
    en: 'The attachments of one expense may add up to 15 MB at most',
    es: 'Los adjuntos de un gasto pueden sumar 15 MB como máximo',
  },
  'expense.tooManyAttachments': {
    en: 'An expense can have at most {max} attachments',
    es: 'Un gasto puede tener como máximo {max} adjuntos',
  },
  'accounts.dateRange': {
    en: 'The start date must not be after the end date',
    es: 'La fecha de inicio no puede ser posterior a la fecha de fin',
  },
  'accounts.rangeTooLong': {
    en: 'Choose at most {days} days at once',
    es: 'Elija como máximo {days} días a la vez',
  },
} as const;
