// Business loans: the fixed lists the application form chooses from, and the
// steps it goes through.

export const LOAN_TYPES = [
  'asset-financing',
  'operational-capital',
  'inventory-financing',
  'invoice-financing',
] as const;
export type LoanType = (typeof LOAN_TYPES)[number];
export const LOAN_TYPE_NAMES: Record<LoanType, string> = {
  'asset-financing': 'Asset Financing',
  'operational-capital': 'Operational Capital',
  'inventory-financing': 'Inventory Financing',
  'invoice-financing': 'Invoice Financing',
};

export const BUSINESS_TYPES = [
  'Sole Proprietorship',
  'Partnership',
  'Limited Liability Company',
  'Public Limited Company',
  'Cooperative Society',
  'Non-Profit Organization',
  'Other',
] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

export const INDUSTRY_SECTORS = [
  'Agriculture',
  'Manufacturing',
  'Retail/Wholesale',
  'Services',
  'Technology',
  'Healthcare',
  'Education',
  'Construction',
  'Transportation',
  'Hospitality',
  'Financial Services',
  'Real Estate',
  'Energy',
  'Mining',
  'Other',
] as const;
export type IndustrySector = (typeof INDUSTRY_SECTORS)[number];

/** The 36 states and the Federal Capital Territory. */
export const NIGERIAN_STATES = [
  'Abia',
  'Adamawa',
  'Akwa Ibom',
  'Anambra',
  'Bauchi',
  'Bayelsa',
  'Benue',
  'Borno',
  'Cross River',
  'Delta',
  'Ebonyi',
  'Edo',
  'Ekiti',
  'Enugu',
  'FCT',
  'Gombe',
  'Imo',
  'Jigawa',
  'Kaduna',
  'Kano',
  'Katsina',
  'Kebbi',
  'Kogi',
  'Kwara',
  'Lagos',
  'Nasarawa',
  'Niger',
  'Ogun',
  'Ondo',
  'Osun',
  'Oyo',
  'Plateau',
  'Rivers',
  'Sokoto',
  'Taraba',
  'Yobe',
  'Zamfara',
] as const;
export type NigerianState = (typeof NIGERIAN_STATES)[number];

export const YES_NO = ['yes', 'no'] as const;
export const YES_NO_NAMES = { yes: 'Yes', no: 'No' } as const;

export const LOAN_STEPS = ['Loan Details', 'Business Information', 'Document Upload'] as const;
