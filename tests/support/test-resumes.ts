// Small made-up resumes for unit tests (never taken from the evaluation corpus).

export const ACCOUNTANT_RESUME = `Jordan Avery
jordan.avery@example.com | (555) 201-3344 | linkedin.com/in/jordanavery
SENIOR ACCOUNTANT
Summary
Senior accountant with eight years in general ledger accounting and month-end close. She prepares financial statements under GAAP.
Experience
Senior Accountant 03/2016 to Current
Northwind Traders, Springfield
Prepared monthly financial statements and account reconciliations for 12 entities.
Led month-end close and journal entries; supported external audit and internal controls testing.
Staff Accountant 06/2012 to 02/2016
Contoso Ltd, Springfield
Handled accounts payable and receivables; reconciled the bank accounts in QuickBooks.
Education
Bachelor of Science in Accounting, 2012
State University
Certifications
CPA, State Board of Accountancy
Skills
Excel, QuickBooks, SAP, GAAP, budgeting, fixed assets, accruals`;

export const CHEF_RESUME = `Sam Rivera
sam.rivera@example.com
EXECUTIVE CHEF
Summary
Chef with twelve years in fine dining kitchens, menu development and food cost control.
Experience
Executive Chef January 2015 to Present
Harbor Bistro
Created seasonal menus and recipes; managed a kitchen team of 14 line cooks.
Kept food safety and sanitation to ServSafe standards; cut food costs by 8%.
Sous Chef 2010 - 2014
Blue Plate Diner
Ran banquets and catering events; ordered inventory from suppliers.
Education
Associate of Applied Science in Culinary Arts, 2009`;

export const FINANCE_RESUME = `FINANCIAL ANALYST
Profile
Financial analyst focused on budgeting, forecasting and financial modeling for capital projects.
Professional Experience
Financial Analyst 2017 - Current
Built financial models and variance analysis for the annual budget; presented forecasts to the CFO.
Budget Analyst 2014 - 2017
Prepared budget reports and cost analysis; reviewed financial statements of vendors.
Education
Lakeview College, Bachelor of Business Administration in Finance, 2014`;

/** A long realistic posting: the substance is surrounded by process and legal text. */
export const ACCOUNTANT_POSTING = `ACCOUNTANT
Class Code: 1000
ANNUAL SALARY
$60,000 to $80,000
DUTIES
The Accountant prepares financial statements, reconciles accounts and supports audits under GAAP.
REQUIREMENTS/MINIMUM QUALIFICATIONS
A bachelor's degree in accounting from an accredited school, plus two years of accounting experience, paid and full-time.
PREFERRED QUALIFICATIONS
CPA certification. Experience with SAP.
WHERE TO APPLY
Apply online. Applicants who know Photoshop and video production should attach a portfolio.
SELECTION PROCESS
Candidates will be interviewed. Knowledge of internal controls may be tested.
AN EQUAL EMPLOYMENT OPPORTUNITY EMPLOYER`;
