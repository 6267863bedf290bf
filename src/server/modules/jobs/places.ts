import { eq, ilike, or, type SQL } from "drizzle-orm";
import { searchForm } from "#shared/search-words.ts";
import { jobs } from "../../db/schema/index.ts";
import { likePattern } from "../../lib/values.ts";

/**
 * Places a job seeker names in the location box, in the ways she may write them: English, the
 * local script, the neighbours' scripts, old spellings and (for countries) the ISO code. A city
 * is found in a job's location text under any of its names, a country by the job's `country`,
 * so "Malaysia" finds "Kuala Lumpur (remote within Malaysia)". Decision 0015.
 */
type Place = { country: string; city?: string; names: readonly string[] };

export const PLACES: readonly Place[] = [
  {
    country: "SG",
    names: ["Singapore", "SG", "新加坡", "シンガポール", "싱가포르", "สิงคโปร์", "Singapura"],
  },
  {
    country: "MY",
    names: ["Malaysia", "MY", "马来西亚", "馬來西亞", "マレーシア", "말레이시아", "มาเลเซีย"],
  },
  {
    country: "MY",
    city: "Kuala Lumpur",
    names: ["Kuala Lumpur", "KL", "吉隆坡", "クアラルンプール", "쿠알라룸푸르", "กัวลาลัมเปอร์"],
  },
  {
    country: "ID",
    names: ["Indonesia", "ID", "印度尼西亚", "印尼", "インドネシア", "인도네시아", "อินโดนีเซีย"],
  },
  {
    country: "ID",
    city: "Jakarta",
    names: ["Jakarta", "Djakarta", "雅加达", "雅加達", "ジャカルタ", "자카르타", "จาการ์ตา"],
  },
  {
    country: "ID",
    city: "Surabaya",
    names: ["Surabaya", "泗水", "スラバヤ", "수라바야", "สุราบายา"],
  },
  { country: "JP", names: ["Japan", "JP", "日本", "일본", "ญี่ปุ่น", "Jepang"] },
  { country: "JP", city: "Tokyo", names: ["Tokyo", "Tōkyō", "東京", "东京", "도쿄", "โตเกียว"] },
  { country: "JP", city: "Sendai", names: ["Sendai", "仙台", "센다이", "เซนได"] },
  { country: "TH", names: ["Thailand", "TH", "泰国", "泰國", "タイ", "태국", "ประเทศไทย", "ไทย"] },
  {
    country: "TH",
    city: "Bangkok",
    names: ["Bangkok", "曼谷", "バンコク", "방콕", "กรุงเทพ", "กรุงเทพฯ", "กรุงเทพมหานคร"],
  },
  {
    country: "TH",
    city: "Nong Khai",
    names: ["Nong Khai", "廊开", "廊開", "ノーンカーイ", "농카이", "หนองคาย"],
  },
  { country: "HK", names: ["Hong Kong", "HK", "香港", "ホンコン", "홍콩", "ฮ่องกง"] },
  { country: "TW", names: ["Taiwan", "TW", "台湾", "台灣", "臺灣", "대만", "ไต้หวัน"] },
  {
    country: "TW",
    city: "Taipei",
    names: ["Taipei", "台北", "臺北", "タイペイ", "타이베이", "ไทเป"],
  },
  { country: "TW", city: "Taoyuan", names: ["Taoyuan", "桃园", "桃園", "타오위안", "เถาหยวน"] },
  { country: "CN", names: ["China", "CN", "中国", "中國", "중국", "จีน", "Tiongkok"] },
  {
    country: "CN",
    city: "Shanghai",
    names: ["Shanghai", "上海", "シャンハイ", "상하이", "เซี่ยงไฮ้"],
  },
  { country: "CN", city: "Hangzhou", names: ["Hangzhou", "杭州", "항저우", "หางโจว"] },
  {
    country: "KR",
    names: [
      "South Korea",
      "Korea",
      "KR",
      "韩国",
      "韓國",
      "韓国",
      "한국",
      "대한민국",
      "เกาหลีใต้",
      "Korea Selatan",
    ],
  },
  { country: "KR", city: "Seoul", names: ["Seoul", "首尔", "首爾", "ソウル", "서울", "โซล"] },
  { country: "IN", names: ["India", "IN", "印度", "インド", "인도", "อินเดีย"] },
  {
    country: "IN",
    city: "Bengaluru",
    names: ["Bengaluru", "Bangalore", "班加罗尔", "バンガロール", "벵갈루루", "บังกาลอร์"],
  },
  {
    country: "IN",
    city: "Mumbai",
    names: ["Mumbai", "Bombay", "孟买", "孟買", "ムンバイ", "뭄바이", "มุมไบ"],
  },
  {
    country: "PH",
    names: ["Philippines", "PH", "菲律宾", "菲律賓", "フィリピン", "필리핀", "ฟิลิปปินส์", "Filipina"],
  },
  {
    country: "PH",
    city: "Manila",
    names: ["Manila", "马尼拉", "馬尼拉", "マニラ", "마닐라", "มะนิลา"],
  },
  { country: "VN", names: ["Vietnam", "Viet Nam", "VN", "越南", "ベトナム", "베트남", "เวียดนาม"] },
  {
    country: "VN",
    city: "Ho Chi Minh City",
    names: ["Ho Chi Minh City", "Saigon", "HCMC", "胡志明市", "ホーチミン", "호찌민", "โฮจิมินห์"],
  },
  {
    country: "AU",
    names: ["Australia", "AU", "澳大利亚", "澳洲", "オーストラリア", "호주", "ออสเตรเลีย"],
  },
  {
    country: "AU",
    city: "Sydney",
    names: ["Sydney", "悉尼", "雪梨", "シドニー", "시드니", "ซิดนีย์"],
  },
];

/** How names are compared: full-width letters as ordinary ones, any case, single spaces. */
const normalizePlaceName = (text: string) => searchForm(text).trim().replace(/\s+/g, " ");

/** Each name stands for one place (`places.test.ts` holds the list to that). */
const byName = new Map<string, Place>(
  PLACES.flatMap((place) => place.names.map((name) => [normalizePlaceName(name), place] as const)),
);

/** The place a location box's text names, if it names one exactly. */
export function placeNamed(text: string): Place | undefined {
  return byName.get(normalizePlaceName(text));
}

/** Two Latin letters: an ISO code ("SG", "KL"), or in free text a word ("in", "my", "id"). */
const isTwoLetterCode = (name: string) => /^[a-z]{2}$/i.test(name);

/**
 * Jobs at `place`: a city by any of its names in the job's location, a country by the jobs'
 * country code (its names are parts of other names: 印度 of 印度尼西亚, 인도 of 인도네시아).
 */
function atPlace(place: Place): SQL {
  if (!place.city) return eq(jobs.country, place.country);
  const names = place.names.filter((name) => !isTwoLetterCode(name));
  return or(...names.map((name) => ilike(jobs.location, likePattern(name))))!;
}

/** The location filter: the place the text names, or else a part of the job's location. */
export function locationCondition(text: string): SQL {
  const place = placeNamed(text);
  return place ? atPlace(place) : ilike(jobs.location, likePattern(text));
}

/**
 * A place named in the keyword box ("data singapore", "engineer in kuala lumpur"): the
 * condition for jobs there, and the rest of the words. The longest run of up to three words
 * that names a place wins; two Latin letters are words here, not codes.
 */
export function placeInQuery(q: string): { atPlace: SQL; rest: string } | null {
  const words = q.trim().split(/\s+/);
  for (let size = Math.min(3, words.length); size >= 1; size--) {
    for (let start = 0; start + size <= words.length; start++) {
      const phrase = words.slice(start, start + size).join(" ");
      if (isTwoLetterCode(phrase)) continue;
      const place = placeNamed(phrase);
      if (!place) continue;
      const rest = [...words.slice(0, start), ...words.slice(start + size)].join(" ");
      return { atPlace: atPlace(place), rest };
    }
  }
  return null;
}
