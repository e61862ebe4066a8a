// 60 common occupation titles across the economy, for the title-only table
// (what a tournament with only a name resolves to).
export const TITLES = [
  // Health
  "Registered Nurse", "Licensed Practical Nurse", "Medical Assistant", "Pharmacist", "Physical Therapist",
  "Dental Hygienist", "Home Health Aide", "Physician Assistant",
  // Transport and logistics
  "Truck Driver", "Delivery Driver", "Warehouse Associate", "Forklift Operator", "Logistics Coordinator",
  // Trades and manufacturing
  "Electrician", "Plumber", "Welder", "HVAC Technician", "Carpenter", "Machinist", "Maintenance Technician",
  "Construction Laborer", "Automotive Mechanic",
  // Software and data
  "Software Engineer", "Machine Learning Engineer", "Data Scientist", "Data Analyst", "DevOps Engineer",
  "Frontend Developer", "Database Administrator", "Cybersecurity Analyst", "IT Support Specialist", "QA Engineer",
  // Product, design, marketing
  "Product Manager", "Project Manager", "UX Designer", "Graphic Designer", "Marketing Manager", "Content Writer",
  // Business, finance, legal
  "Accountant", "Financial Analyst", "Bookkeeper", "Bank Teller", "Insurance Agent", "Paralegal", "Attorney",
  "HR Manager", "Recruiter", "Administrative Assistant", "Executive Assistant",
  // Sales and service
  "Sales Representative", "Retail Store Manager", "Cashier", "Customer Service Representative", "Real Estate Agent",
  // Food, education, public service
  "Chef", "Line Cook", "Teacher", "Teaching Assistant", "Police Officer", "Social Worker",
] as const;
