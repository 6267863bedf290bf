-- More job words across languages, for the words of the demo jobs' titles and those a job
-- seeker is likely to type (decision 0015); admins add more in the admin area.
UPDATE search_synonyms
SET words = words || '{accounting,会計,회계,การบัญชี,akuntansi,perakaunan}'
WHERE 'accountant' = ANY (words);
--> statement-breakpoint
INSERT INTO search_synonyms (words) VALUES
  ('{associate,アソシエイト,어소시에이트}'),
  ('{officer,担当者,담당자,เจ้าหน้าที่,petugas,pegawai}'),
  ('{lead,leader,team lead,组长,組長,リーダー,リード,리더,팀장,หัวหน้าทีม,ketua tim,pemimpin}'),
  ('{supervisor,主管,督导,スーパーバイザー,슈퍼바이저,หัวหน้างาน,penyelia}'),
  ('{planner,规划师,規劃師,プランナー,플래너,นักวางแผน,perencana}'),
  ('{producer,制作人,製作人,プロデューサー,프로듀서,โปรดิวเซอร์,produser}'),
  ('{strategist,策略师,策略師,ストラテジスト,전략가,นักวางกลยุทธ์,ahli strategi}'),
  ('{compliance,合规,合規,コンプライアンス,컴플라이언스,การกํากับดูแล,kepatuhan,pematuhan}'),
  ('{warehouse,仓库,倉庫,창고,คลังสินค้า,gudang}'),
  ('{supply chain,供应链,供應鏈,サプライチェーン,공급망,ห่วงโซ่อุปทาน,rantai pasok,rantaian bekalan}'),
  ('{training,培训,培訓,研修,トレーニング,트레이닝,훈련,การฝึกอบรม,pelatihan,latihan}'),
  ('{patient,患者,病人,환자,ผู้ป่วย,pasien,pesakit}'),
  ('{privacy,隐私,隱私,プライバシー,개인정보,ความเป็นส่วนตัว,privasi}'),
  ('{social media,社交媒体,社群媒體,ソーシャルメディア,sns,소셜 미디어,โซเชียลมีเดีย,media sosial}'),
  ('{content,内容,內容,コンテンツ,콘텐츠,คอนเทนต์,konten,kandungan}'),
  ('{regulatory,监管,監管,薬事,규제,กฎระเบียบ,regulasi,peraturan}'),
  ('{laboratory,lab,实验室,實驗室,ラボ,실험실,ห้องปฏิบัติการ,laboratorium,makmal}'),
  ('{payments,payment,支付,決済,결제,การชําระเงิน,pembayaran}'),
  ('{frontend,front-end,前端,フロントエンド,프론트엔드,ฟรอนต์เอนด์}'),
  ('{backend,back-end,后端,後端,バックエンド,백엔드,แบ็กเอนด์}'),
  ('{partnerships,partnership,合作伙伴,合作夥伴,パートナーシップ,파트너십,พันธมิตร,kemitraan,perkongsian}'),
  ('{brand,品牌,ブランド,브랜드,แบรนด์,merek,jenama}'),
  ('{risk,风险,風險,リスク,리스크,ความเสี่ยง,risiko}'),
  ('{credit,信贷,信貸,与信,신용,สินเชื่อ,kredit}'),
  ('{insurance,保险,保險,保険,보험,ประกันภัย,asuransi,insurans}'),
  ('{recruitment coordinator,招聘协调员,採用コーディネーター,채용 코디네이터}'),
  ('{transport,transportation,运输,運輸,交通,운송,교통,ขนส่ง,transportasi,pengangkutan}'),
  ('{marketer,营销人员,マーケター,마케터,นักการตลาด,pemasar}');
