CREATE TABLE "search_synonyms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"words" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_synonyms_words_count" CHECK (cardinality("search_synonyms"."words") between 2 and 40)
);
--> statement-breakpoint
-- A synonym changes what searches find: public job lists cached under the `jobs` counter must
-- not outlive it.
CREATE TRIGGER search_synonyms_change_counter AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_synonyms
  FOR EACH STATEMENT EXECUTE FUNCTION change_counter_bump('jobs');
--> statement-breakpoint
-- The common job words in the site's languages (English, Chinese in both scripts, Japanese,
-- Korean, Thai, Bahasa Indonesia and Malay); admins add to them in the admin area.
INSERT INTO search_synonyms (words) VALUES
  ('{engineer,工程师,工程師,エンジニア,技術者,엔지니어,วิศวกร,insinyur,jurutera}'),
  ('{developer,开发者,开发人员,開發者,開発者,デベロッパー,개발자,นักพัฒนา,pengembang}'),
  ('{software,软件,軟體,軟件,ソフトウェア,소프트웨어,ซอฟต์แวร์,perangkat lunak,perisian}'),
  ('{data,数据,數據,資料,データ,데이터,ข้อมูล}'),
  ('{analyst,分析师,分析師,アナリスト,애널리스트,분석가,นักวิเคราะห์,analis,penganalisis}'),
  ('{designer,设计师,設計師,デザイナー,디자이너,นักออกแบบ,desainer,perancang,pereka}'),
  ('{marketing,市场营销,营销,市場營銷,行銷,マーケティング,마케팅,การตลาด,pemasaran}'),
  ('{sales,销售,銷售,営業,セールス,영업,세일즈,ฝ่ายขาย,การขาย,penjualan,jualan}'),
  ('{manager,经理,經理,マネージャー,マネジャー,매니저,ผู้จัดการ,manajer,pengurus}'),
  ('{coordinator,协调员,協調員,コーディネーター,코디네이터,ผู้ประสานงาน,koordinator,penyelaras}'),
  ('{specialist,专员,專員,スペシャリスト,전문가,ผู้เชี่ยวชาญ,spesialis,pakar}'),
  ('{assistant,助理,アシスタント,어시스턴트,ผู้ช่วย,asisten,pembantu}'),
  ('{intern,internship,实习生,實習生,实习,實習,インターン,인턴,นักศึกษาฝึกงาน,ฝึกงาน,magang,pelatih}'),
  ('{customer support,customer service,客服,客户服务,客戶服務,カスタマーサポート,カスタマーサービス,고객 지원,고객 서비스,บริการลูกค้า,layanan pelanggan,dukungan pelanggan,khidmat pelanggan}'),
  ('{part-time,part time,兼职,兼職,パートタイム,パート,アルバイト,파트타임,아르바이트,พาร์ทไทม์,paruh waktu,separuh masa}'),
  ('{operations,运营,運營,オペレーション,운영,ปฏิบัติการ,operasional,operasi}'),
  ('{finance,金融,财务,財務,ファイナンス,금융,재무,การเงิน,keuangan,kewangan}'),
  ('{accountant,会计,會計,会計士,회계사,นักบัญชี,akuntan,akauntan}'),
  ('{researcher,研究员,研究員,リサーチャー,연구원,นักวิจัย,peneliti,penyelidik}'),
  ('{recruiter,recruitment,招聘,採用,リクルーター,채용,리크루터,สรรหา,rekrutmen,pengambilan}'),
  ('{human resources,hr,人力资源,人力資源,人事,인사,ทรัพยากรบุคคล,sumber daya manusia,sumber manusia}'),
  ('{nurse,护士,護士,看護師,간호사,พยาบาล,perawat,jururawat}'),
  ('{teacher,老师,教师,老師,教師,教員,교사,선생님,ครู,guru,cikgu}'),
  ('{tutor,家教,导师,チューター,튜터,ติวเตอร์}'),
  ('{logistics,物流,ロジスティクス,물류,โลจิสติกส์,logistik}'),
  ('{writer,撰稿人,写手,ライター,작가,นักเขียน,penulis}'),
  ('{lawyer,律师,律師,弁護士,변호사,ทนายความ,pengacara,peguam}'),
  ('{consultant,顾问,顧問,コンサルタント,컨설턴트,ที่ปรึกษา,konsultan,perunding}'),
  ('{remote,远程,遠端,リモート,원격,ทางไกล,jarak jauh}'),
  ('{full-time,full time,全职,全職,正社員,フルタイム,정규직,풀타임,เต็มเวลา,penuh waktu,sepenuh masa}'),
  ('{contract,合同工,契約社員,계약직,สัญญาจ้าง,kontrak}'),
  ('{temporary,临时,臨時,短期,임시,ชั่วคราว,sementara}'),
  ('{clinical,临床,臨床,임상,คลินิก,klinis,klinikal}'),
  ('{healthcare,health,医疗,醫療,健康,ヘルスケア,헬스케어,보건,สุขภาพ,kesehatan,kesihatan}'),
  ('{research,研究,リサーチ,연구,วิจัย,riset,penelitian,penyelidikan}'),
  ('{product,产品,產品,プロダクト,제품,프로덕트,ผลิตภัณฑ์,produk}'),
  ('{project,项目,項目,プロジェクト,프로젝트,โครงการ,proyek,projek}'),
  ('{quality assurance,qa,质量保证,品質保証,품질 보증,ประกันคุณภาพ,jaminan kualitas,jaminan kualiti}'),
  ('{education,教育,교육,การศึกษา,pendidikan}');
