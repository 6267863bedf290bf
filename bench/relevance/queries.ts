/**
 * The labelled queries of the search relevance benchmark (`npm run bench:search`): what a job
 * seeker types, in her language, and the demo jobs (by title) that must be among the first five
 * results. Places, typos, words across languages and scripts, and filters; see decision 0015.
 */

import {
  ANALYSTS,
  BANGKOK,
  DATA,
  DESIGNERS,
  ENGINEERS,
  HONG_KONG,
  INTERNS,
  JAKARTA,
  KUALA_LUMPUR,
  LEADS,
  MANAGERS,
  MARKETING,
  PART_TIME,
  SEOUL,
  SINGAPORE,
  TOKYO,
} from "./demo-titles.ts";

export type QueryLanguage = "en" | "zh" | "ja" | "th" | "id" | "ko";

export type RelevanceQuery = {
  language: QueryLanguage;
  kind: "words" | "place" | "typo" | "across languages" | "filters";
  /** The public job search's parameters (`/api/jobs/public`), as the page's form sends them. */
  params: Record<string, string | string[]>;
  /** Titles of demo jobs that must be among the first five. */
  expect: string[];
};

const q = (text: string) => ({ q: text });
const at = (place: string) => ({ location: place });

export const RELEVANCE_QUERIES: RelevanceQuery[] = [
  // English
  {
    language: "en",
    kind: "words",
    params: q("designer"),
    expect: [...DESIGNERS, "Curriculum Designer (Early Literacy)"],
  },
  { language: "en", kind: "place", params: q("singapore"), expect: SINGAPORE },
  { language: "en", kind: "place", params: q("data singapore"), expect: ["Senior Data Engineer"] },
  { language: "en", kind: "place", params: at("SG"), expect: SINGAPORE },
  {
    language: "en",
    kind: "place",
    params: at("Bangalore"),
    expect: [
      "Frontend Developer (React)",
      "QA Analyst (6-month contract)",
      "Returnship: Software Developer (16-week paid programme)",
    ],
  },
  { language: "en", kind: "place", params: at("Malaysia"), expect: KUALA_LUMPUR },
  { language: "en", kind: "place", params: at("Djakarta"), expect: JAKARTA },
  { language: "en", kind: "place", params: at("Tokyo"), expect: TOKYO },
  {
    language: "en",
    kind: "place",
    params: q("remote malaysia"),
    expect: ["Backend Engineer (Payments)"],
  },
  { language: "en", kind: "typo", params: q("analist"), expect: ANALYSTS },
  {
    language: "en",
    kind: "typo",
    params: q("developr"),
    expect: [
      "Frontend Developer (React)",
      "Returnship: Software Developer (16-week paid programme)",
    ],
  },
  { language: "en", kind: "typo", params: q("enginer"), expect: ENGINEERS.slice(0, 2) },
  {
    language: "en",
    kind: "across languages",
    params: q("customer support"),
    expect: [
      "カスタマーサポート リーダー（電話予約センター・時短勤務可）",
      "Staf Layanan Pelanggan Paruh Waktu (Shift Pagi)",
    ],
  },
  {
    language: "en",
    kind: "filters",
    params: { location: "Manila", workplace: ["remote", "hybrid"] },
    expect: [
      "Curriculum Designer (Early Literacy)",
      "Online Reading Tutor (Part-time)",
      "Partnerships Manager, Schools",
    ],
  },
  // Chinese
  { language: "zh", kind: "place", params: at("新加坡"), expect: SINGAPORE },
  {
    language: "zh",
    kind: "place",
    params: at("上海"),
    expect: [
      "Brand Marketing Manager, Tea",
      "数据分析师 (Data Analyst)",
      "Livestream Commerce Producer",
    ],
  },
  { language: "zh", kind: "place", params: at("香港"), expect: HONG_KONG },
  {
    language: "zh",
    kind: "place",
    params: at("台北"),
    expect: ["Technical Training Lead", "Yield Analysis Specialist"],
  },
  { language: "zh", kind: "place", params: at("吉隆坡"), expect: KUALA_LUMPUR },
  { language: "zh", kind: "words", params: q("会员"), expect: ["会员运营经理（茶叶品牌）"] },
  { language: "zh", kind: "words", params: q("工程師"), expect: ["產品測試工程師（車用晶片）"] },
  { language: "zh", kind: "across languages", params: q("工程师"), expect: ENGINEERS },
  { language: "zh", kind: "across languages", params: q("数据"), expect: DATA },
  { language: "zh", kind: "across languages", params: q("设计师"), expect: DESIGNERS },
  { language: "zh", kind: "across languages", params: q("市场营销"), expect: MARKETING },
  // Japanese
  { language: "ja", kind: "place", params: at("シンガポール"), expect: SINGAPORE },
  { language: "ja", kind: "place", params: at("東京"), expect: TOKYO },
  {
    language: "ja",
    kind: "place",
    params: at("仙台"),
    expect: ["地域交通コーディネーター（自治体向けオンデマンド交通）"],
  },
  {
    language: "ja",
    kind: "words",
    params: q("交通"),
    expect: ["地域交通コーディネーター（自治体向けオンデマンド交通）"],
  },
  {
    language: "ja",
    kind: "words",
    params: q("リサーチャー"),
    expect: ["UXリサーチャー (UX Researcher)"],
  },
  { language: "ja", kind: "across languages", params: q("エンジニア"), expect: ENGINEERS },
  { language: "ja", kind: "across languages", params: q("データ"), expect: DATA },
  { language: "ja", kind: "across languages", params: q("マネージャー"), expect: MANAGERS },
  { language: "ja", kind: "across languages", params: q("デザイナー"), expect: DESIGNERS },
  { language: "ja", kind: "across languages", params: q("アナリスト"), expect: ANALYSTS },
  // Thai
  { language: "th", kind: "place", params: at("สิงคโปร์"), expect: SINGAPORE },
  { language: "th", kind: "place", params: at("กรุงเทพ"), expect: BANGKOK },
  {
    language: "th",
    kind: "place",
    params: at("หนองคาย"),
    expect: ["เจ้าหน้าที่ประสานงานขนส่งข้ามแดน ไทย–ลาว"],
  },
  {
    language: "th",
    kind: "words",
    params: q("ประสานงาน"),
    expect: ["ผู้ประสานงานโครงการออกแบบ", "เจ้าหน้าที่ประสานงานขนส่งข้ามแดน ไทย–ลาว"],
  },
  {
    language: "th",
    kind: "words",
    params: q("ขนส่ง"),
    expect: ["เจ้าหน้าที่ประสานงานขนส่งข้ามแดน ไทย–ลาว"],
  },
  { language: "th", kind: "across languages", params: q("วิศวกร"), expect: ENGINEERS },
  { language: "th", kind: "across languages", params: q("ข้อมูล"), expect: DATA },
  { language: "th", kind: "across languages", params: q("นักออกแบบ"), expect: DESIGNERS },
  { language: "th", kind: "across languages", params: q("การตลาด"), expect: MARKETING },
  { language: "th", kind: "across languages", params: q("นักวิเคราะห์"), expect: ANALYSTS },
  // Bahasa Indonesia
  { language: "id", kind: "place", params: at("Jakarta"), expect: JAKARTA },
  { language: "id", kind: "place", params: at("Singapura"), expect: SINGAPORE },
  {
    language: "id",
    kind: "place",
    params: at("Surabaya"),
    expect: ["Koordinator Kemitraan Penjual (Jawa Timur)"],
  },
  {
    language: "id",
    kind: "words",
    params: q("kemitraan"),
    expect: ["Koordinator Kemitraan Penjual (Jawa Timur)"],
  },
  {
    language: "id",
    kind: "across languages",
    params: q("insinyur"),
    expect: ENGINEERS.slice(0, 2),
  },
  { language: "id", kind: "across languages", params: q("analis"), expect: ANALYSTS },
  { language: "id", kind: "across languages", params: q("pemasaran"), expect: MARKETING },
  { language: "id", kind: "across languages", params: q("desainer"), expect: DESIGNERS },
  {
    language: "id",
    kind: "across languages",
    params: q("layanan pelanggan"),
    expect: [
      "Staf Layanan Pelanggan Paruh Waktu (Shift Pagi)",
      "カスタマーサポート リーダー（電話予約センター・時短勤務可）",
    ],
  },
  { language: "id", kind: "across languages", params: q("paruh waktu"), expect: PART_TIME },
  // Korean
  { language: "ko", kind: "place", params: at("서울"), expect: SEOUL },
  { language: "ko", kind: "place", params: at("싱가포르"), expect: SINGAPORE },
  { language: "ko", kind: "place", params: at("도쿄"), expect: TOKYO },
  { language: "ko", kind: "place", params: at("홍콩"), expect: HONG_KONG },
  { language: "ko", kind: "across languages", params: q("엔지니어"), expect: ENGINEERS },
  { language: "ko", kind: "across languages", params: q("데이터"), expect: DATA },
  { language: "ko", kind: "across languages", params: q("디자이너"), expect: DESIGNERS },
  { language: "ko", kind: "across languages", params: q("마케팅"), expect: MARKETING },
  {
    language: "ko",
    kind: "across languages",
    params: q("임상"),
    expect: ["Clinical Research Associate", "Clinical Care Coordinator (Paediatrics)"],
  },
  { language: "ko", kind: "across languages", params: q("분석가"), expect: ANALYSTS },
  // Added after parts 1–7 had landed and run for the first time as they stand: words of the
  // demo titles not tuned for, typos in other words, places and words together, filters.
  { language: "en", kind: "typo", params: q("markting"), expect: MARKETING },
  {
    language: "en",
    kind: "typo",
    params: q("recruitmnet"),
    expect: ["Bilingual Recruitment Coordinator (6-month temporary)"],
  },
  { language: "en", kind: "place", params: q("designer bangkok"), expect: ["Brand Designer"] },
  {
    language: "en",
    kind: "filters",
    params: { location: "India", workplace: "remote" },
    expect: ["Frontend Developer (React)", "Claims Support Associate (Part-time)"],
  },
  {
    language: "en",
    kind: "filters",
    params: { q: "intern", type: ["internship", "temporary"] },
    expect: INTERNS,
  },
  {
    language: "zh",
    kind: "across languages",
    params: q("供应链"),
    expect: ["Supply Chain Planner"],
  },
  { language: "zh", kind: "across languages", params: q("实习"), expect: INTERNS },
  { language: "zh", kind: "place", params: q("上海 数据"), expect: ["数据分析师 (Data Analyst)"] },
  { language: "ja", kind: "across languages", params: q("パートタイム"), expect: PART_TIME },
  { language: "ja", kind: "across languages", params: q("リーダー"), expect: LEADS },
  { language: "th", kind: "across languages", params: q("ฝึกงาน"), expect: INTERNS },
  {
    language: "th",
    kind: "filters",
    params: { q: "นักออกแบบ", location: "กรุงเทพ" },
    expect: ["Brand Designer"],
  },
  { language: "id", kind: "across languages", params: q("magang"), expect: INTERNS },
  { language: "id", kind: "typo", params: q("pemasran"), expect: MARKETING },
  {
    language: "ko",
    kind: "across languages",
    params: q("창고"),
    expect: ["Warehouse Operations Supervisor"],
  },
  { language: "ko", kind: "across languages", params: q("파트타임"), expect: PART_TIME },
];
