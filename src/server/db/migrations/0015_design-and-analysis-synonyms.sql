-- The fields beside the job words "designer" and "analyst": a search for デザイン or 데이터 분석
-- means the work, not only the title (decision 0015). A word of another script may sit inside
-- a longer one of another group (분석 in 분석가): the longer word is matched first.
INSERT INTO search_synonyms (words) VALUES
  ('{design,设计,設計,デザイン,디자인,ออกแบบ,desain,reka bentuk}'),
  ('{analysis,analytics,分析,분석,วิเคราะห์,analisis,analitik,analisa}');
