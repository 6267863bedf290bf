/**
 * Demo jobs (by title) that belong together, as the relevance queries expect them: the jobs in
 * one place, or of one kind in any language. `demo-content.test.ts` keeps each title public.
 */

export const SINGAPORE = ["Project Finance Analyst", "Product Designer", "Senior Data Engineer"];
export const KUALA_LUMPUR = [
  "Solar Site Operations Coordinator",
  "Backend Engineer (Payments)",
  "Compliance Operations Intern",
  "Credit Risk Analyst",
];
export const TOKYO = [
  "Bilingual Recruitment Coordinator (6-month temporary)",
  "カスタマーサポート リーダー（電話予約センター・時短勤務可）",
  "Partnerships Sales Manager, Local Government",
  "UXリサーチャー (UX Researcher)",
];
export const JAKARTA = [
  "Growth Marketing Lead",
  "Seller Success Associate",
  "Staf Layanan Pelanggan Paruh Waktu (Shift Pagi)",
  "Warehouse Operations Supervisor",
];
export const HONG_KONG = [
  "Clinical Care Coordinator (Paediatrics)",
  "Health Data Privacy Officer (12-month contract)",
  "Patient Experience Associate (Part-time)",
];
export const SEOUL = [
  "Clinical Research Associate",
  "Laboratory Operations Assistant (4-month temporary)",
  "Regulatory Affairs Specialist (12-month contract)",
];
export const BANGKOK = [
  "Brand Designer",
  "Content Strategist (Thai & English)",
  "Design Intern",
  "ผู้ประสานงานโครงการออกแบบ",
];
export const ENGINEERS = [
  "Senior Data Engineer",
  "Backend Engineer (Payments)",
  "產品測試工程師（車用晶片）",
];
export const DATA = ["Senior Data Engineer", "数据分析师 (Data Analyst)"];
export const DESIGNERS = ["Product Designer", "Brand Designer"];
export const MARKETING = ["Growth Marketing Lead", "Brand Marketing Manager, Tea"];
/** Six analysts: any five of them make a perfect first five. */
export const ANALYSTS = [
  "Project Finance Analyst",
  "QA Analyst (6-month contract)",
  "Actuarial Analyst, Pricing",
  "Credit Risk Analyst",
  "数据分析师 (Data Analyst)",
  "임상 데이터 분석가",
];
export const MANAGERS = [
  "Partnerships Sales Manager, Local Government",
  "Brand Marketing Manager, Tea",
  "Preventive Health Programme Manager",
  "Partnerships Manager, Schools",
];
export const PART_TIME = [
  "Community Engagement Officer (Part-time)",
  "Patient Experience Associate (Part-time)",
  "Online Reading Tutor (Part-time)",
  "Claims Support Associate (Part-time)",
  "Staf Layanan Pelanggan Paruh Waktu (Shift Pagi)",
];

export const INTERNS = ["Compliance Operations Intern", "Design Intern"];
export const LEADS = [
  "Customer Operations Team Lead",
  "Growth Marketing Lead",
  "Technical Training Lead",
  "カスタマーサポート リーダー（電話予約センター・時短勤務可）",
];
