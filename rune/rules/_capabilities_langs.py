"""Capability vocabulary of honest tool descriptions in 24 languages besides English.

One entry per language: the verbs that open (or, in verb-final languages,
close) a first sentence, by class, and the nouns of the objects that decide
which leg a read or a write stands on. Entries are comma-separated and are
matched on the folded text (case folded, accents and vowel points dropped;
see ``_capabilities.fold``) as the start of a word; an entry ending in ``=``
must also end a word. In Chinese, Japanese and Thai, which write no spaces,
entries are plain substrings.

``order`` says where the main verb of a sentence stands:

- ``head``: among the first ``window`` words (after an opening such as
  "Esta herramienta permite"), the first that is a verb wins;
- ``tail``: among the last ``window`` words (verb-final languages and
  German/Dutch infinitive titles), the last that is a verb wins;
- ``han``: at the start of the sentence, or after a prepositional phrase
  (通过…, 根据…, 将…): Chinese;
- ``kana``: the last verb of the sentence, with only a short ending after it
  (…を削除します): Japanese;
- ``lead``: the very start of the sentence (Thai).

``also_tail`` is a tail window tried when the head found nothing (German and
Dutch put the infinitive last in a title: "Datei löschen").
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Lang:
    #: the language's ISO 639-1 code
    tag: str
    order: str
    window: int = 1
    also_tail: int = 0
    #: words after a verb-first verb where a negation still negates it
    neg_after: int = 0
    #: function words that mark the language (Latin script only)
    stop: str = ""
    #: openings to skip before the main verb ("Cet outil permet de")
    openers: str = ""
    #: words that negate the verb near it
    neg: str = ""
    destroy: str = ""
    send: str = ""
    #: verbs that run code when a code word follows, else read
    run: str = ""
    #: what makes a running verb run code (command, script, shell)
    code: str = ""
    write: str = ""
    #: writes that ship something to others (deploy, merge, push)
    ship: str = ""
    read: str = ""
    private: str = ""
    untrusted: str = ""
    #: objects that, created, reach someone else
    public: str = ""
    money: str = ""
    url: str = "url,http,https"
    #: letters only this language writes (Latin script only), as evidence of it
    letters: str = ""


LANGS: tuple[Lang, ...] = (
    Lang(
        "zh",
        "han",
        openers="此工具,该工具,該工具,这个工具,這個工具,本工具,工具用于,工具用於,用于,用於,"
        "用来,用來,可以,可用于,可用來,帮助,幫助,允许,允許,能够,能夠,负责,負責",
        neg="不,没,沒,未,无法,無法,勿,禁止",
        destroy="删除,刪除,移除,清除,清空,销毁,銷毀,擦除,抹除,覆盖,覆蓋,丢弃,丟棄",
        send="发送,發送,寄送,转发,轉發,上传,上傳,分享,发布,發布,发帖,發帖,支付,付款,转账,轉帳,"
        "回复,回覆,邀请,邀請,广播,廣播,发邮件,發郵件,推送",
        run="执行,執行,运行,運行",
        code="命令,指令,脚本,腳本,代码,代碼,程序,程式,shell,bash,终端,終端",
        write="创建,創建,建立,新建,更新,修改,编辑,編輯,写入,寫入,保存,儲存,插入,添加,新增,"
        "移动,移動,重命名,设置,設置,設定,追加,提交,安装,安裝,合并,合併,部署",
        ship="部署,合并,合併",
        read="获取,獲取,取得,列出,列举,列舉,读取,讀取,查询,查詢,搜索,搜尋,检索,檢索,查找,查看,"
        "显示,顯示,浏览,瀏覽,下载,下載,打开,打開,加载,加載,載入,导出,導出,匯出,提取,抓取,爬取,"
        "分析,扫描,掃描,检查,檢查,预览,預覽,获得,獲得,读,讀",
        private="文件,檔案,文档,文檔,目录,目錄,文件夹,資料夾,路径,路徑,邮件,郵件,邮箱,郵箱,"
        "收件箱,收件匣,消息,訊息,聊天,对话,對話,数据库,資料庫,数据表,資料表,记录,"
        "記錄,紀錄,密钥,密鑰,密码,密碼,凭证,憑證,凭据,憑據,令牌,日历,日曆,行事曆,日程,联系人,"
        "聯絡人,通讯录,通訊錄,笔记,筆記,备忘,備忘,仓库,倉庫,代码库,代碼庫,剪贴板,剪貼簿,"
        "环境变量,環境變數,客户,客戶,账户,帳戶,账号,帳號,交易,发票,發票",
        untrusted="网页,網頁,网站,網站,网址,網址,链接,鏈接,連結,url,浏览器,瀏覽器,标签页,分頁,"
        "新闻,新聞,资讯,資訊,评论,評論,帖子,推文,微博,搜索结果,搜尋結果,邮件,郵件,收件箱,pdf,"
        "附件,互联网,互聯網,網際網路,谷歌,google,必应,必應,bing,百度,爬取,抓取,网络搜索,"
        "網路搜尋,联网,聯網,议题,議題,拉取请求",
        public="议题,議題,评论,評論,拉取请求,合并请求,合併請求,pull request,帖子,推文,消息,"
        "訊息,邮件,郵件,回复,回覆,webhook,邀请,邀請",
        money="支付,付款,购买,購買,退款,扣款,转账,轉帳,收费,收費",
        url="url,网址,網址,http",
    ),
    Lang(
        "ja",
        "kana",
        neg="ない,ません,せず,ず,不可,禁止",
        destroy="削除,消去,除去,破棄,抹消,上書き,消し,消す,取り除,ワイプ,パージ",
        send="送信,送る,送り,転送,アップロード,投稿,公開,共有,支払,送金,返信,配信,招待",
        run="実行,起動",
        code="コマンド,スクリプト,シェル,コード,プログラム,ターミナル,bash,shell",
        write="作成,更新,変更,編集,書き込,書き出,保存,追加,挿入,移動,名前を変更,設定,登録,"
        "インストール,コミット,マージ,デプロイ,プッシュ",
        ship="デプロイ,マージ,プッシュ",
        read="取得,一覧,読み込,読み取,読む,検索,参照,表示,閲覧,確認,照会,ダウンロード,開く,"
        "開き,エクスポート,抽出,分析,スキャン,調べ,探す,探し,列挙",
        private="ファイル,フォルダ,ディレクトリ,パス,メール,受信トレイ,メッセージ,チャット,"
        "会話,データベース,テーブル,レコード,秘密,シークレット,認証情報,資格情報,パスワード,"
        "トークン,カレンダー,予定,イベント,連絡先,メモ,ノート,ドキュメント,文書,リポジトリ,"
        "履歴,クリップボード,環境変数,顧客,アカウント,取引,請求書",
        untrusted="url,ウェブ,web,ページ,サイト,ホームページ,ブラウザ,タブ,フィード,ニュース,"
        "イシュー,issue,コメント,プルリクエスト,レビュー,ツイート,投稿,スレッド,メール,受信,"
        "pdf,添付,インターネット,google,検索結果,クロール,スクレイピ",
        public="イシュー,issue,コメント,プルリクエスト,pull request,投稿,ツイート,メッセージ,"
        "メール,返信,webhook,招待",
        money="支払,決済,購入,返金,送金,請求",
    ),
    Lang(
        "th",
        "lead",
        openers="เครื่องมือนี้,เครื่องมือสำหรับ,ใช้สำหรับ,ใช้เพื่อ,ใช้,สำหรับ,ช่วย,สามารถ,จะ",
        neg="ไม่,ห้าม",
        destroy="ลบ,ทำลาย,ล้าง,เขียนทับ",
        send="ส่ง,อัปโหลด,อัพโหลด,โพสต์,เผยแพร่,แชร์,โอนเงิน,ชำระ,จ่าย,ตอบกลับ,เชิญ,ส่งต่อ",
        run="เรียกใช้,รัน,ประมวลผล",
        code="คำสั่ง,สคริปต์,โค้ด,โปรแกรม,เชลล์,shell,bash,เทอร์มินัล",
        write="สร้าง,อัปเดต,อัพเดต,แก้ไข,เขียน,บันทึก,เพิ่ม,แทรก,ย้าย,เปลี่ยนชื่อ,ตั้งค่า,ติดตั้ง,คอมมิต,รวม,ดีพลอย,"
        "ปรับใช้,พุช",
        ship="ดีพลอย,ปรับใช้,พุช",
        read="ดึง,รับ,แสดงรายการ,แสดง,อ่าน,ค้นหา,สืบค้น,ดู,ตรวจสอบ,เรียกดู,ดาวน์โหลด,เปิด,โหลด,ส่งออก,แยก,"
        "วิเคราะห์,สแกน,รายการ",
        private="ไฟล์,แฟ้ม,โฟลเดอร์,ไดเรกทอรี,เส้นทาง,อีเมล,จดหมาย,กล่องจดหมาย,ข้อความ,แชท,การสนทนา,"
        "ฐานข้อมูล,ตาราง,ระเบียน,บันทึก,ความลับ,รหัสผ่าน,ข้อมูลรับรอง,โทเค็น,ปฏิทิน,กิจกรรม,รายชื่อติดต่อ,ผู้ติดต่อ,"
        "โน้ต,เอกสาร,ที่เก็บ,ประวัติ,คลิปบอร์ด,ลูกค้า,บัญชี,ธุรกรรม,ใบแจ้งหนี้",
        untrusted="url,เว็บ,หน้าเว็บ,เว็บไซต์,เบราว์เซอร์,แท็บ,ฟีด,ข่าว,issue,ความคิดเห็น,คอมเมนต์,รีวิว,ทวีต,"
        "โพสต์,กระทู้,อีเมล,pdf,ไฟล์แนบ,อินเทอร์เน็ต,google,ผลการค้นหา",
        public="issue,ความคิดเห็น,คอมเมนต์,pull request,โพสต์,ทวีต,ข้อความ,อีเมล,webhook,คำเชิญ",
        money="ชำระเงิน,จ่ายเงิน,ซื้อ,คืนเงิน,โอนเงิน",
    ),
    Lang(
        "ko",
        "tail",
        window=2,
        neg="않,못,안=",
        destroy="삭제,제거,지웁,지우,파기,덮어쓰,비웁,비우",
        send="전송,보냅,보내,발송,업로드,게시,공유,전달,결제,송금,답장,초대",
        run="실행",
        code="명령,커맨드,스크립트,셸,쉘,코드,프로그램,터미널,bash,shell",
        write="생성,만듭,만들,업데이트,수정,편집,작성,저장,추가,삽입,이동,설정,등록,설치,커밋,"
        "병합,배포,푸시,씁",
        ship="배포,병합,푸시",
        read="조회,가져옵,가져오,목록,나열,읽,검색,찾,표시,보여,확인,다운로드,열람,내보내,"
        "추출,분석,스캔",
        private="파일,폴더,디렉터리,디렉토리,경로,메일,이메일,받은편지함,메시지,채팅,대화,"
        "데이터베이스,테이블,레코드,기록,비밀,시크릿,자격 증명,비밀번호,암호,토큰,캘린더,일정,"
        "이벤트,연락처,메모,노트,문서,드라이브,저장소,리포지토리,클립보드,환경 변수,고객,계정,"
        "거래,청구서",
        untrusted="url,웹,페이지,웹사이트,사이트,브라우저,탭,피드,뉴스,이슈,댓글,코멘트,"
        "풀 리퀘스트,리뷰,트윗,게시물,스레드,메일,이메일,pdf,첨부,인터넷,google,검색 결과,"
        "크롤,스크랩",
        public="이슈,댓글,코멘트,풀 리퀘스트,게시물,트윗,메시지,메일,이메일,답장,webhook,웹훅,초대",
        money="결제,구매,환불,송금,청구,지불",
    ),
    Lang(
        "es",
        "head",
        stop="el=,la=,los=,las=,de=,del=,que=,y=,en=,un=,una=,para=,con=,por=,se=,su=,al=,es=",
        openers="esta herramienta,la herramienta,herramienta para,herramienta que,te permite,"
        "le permite,permite,sirve para,se usa para,usa esta herramienta para,"
        "utiliza esta herramienta para",
        neg="no=,nunca=",
        destroy="elimin,borra,suprim,destru,purga,vacia,sobrescrib,quita=,quitar,remueve,remover",
        send="envia,enviar,envie,manda=,mandar,publica=,publicar,sube=,subir,comparte,"
        "compartir,transfier,transferir,paga=,pagar,reenvia,reenviar,invita=,invitar,difunde",
        run="ejecut,invoca,lanza=",
        code="comando,script,codigo,shell,bash,terminal,programa",
        write="crea=,crear,cree=,reemplaz,sustituy,actualiz,modific,edita=,editar,escrib,guarda=,guardar,agreg,"
        "anad,insert,mueve,mover,renombr,establec,configur,instal,fusiona,despliega,desplegar",
        ship="despliega,desplegar,fusiona",
        read="obtien,obten,lista,listar,lee=,leer,busca,buscar,busqueda,encuentra,consult,"
        "muestra,mostrar,describ,comprueb,verific,recuper,navega,descarg,abre=,abrir,carga=,"
        "cargar,export,extrae,extraer,analiz,escane,revisa",
        private="archivo,fichero,carpeta,directorio,ruta,correo,email,e-mail,bandeja,mensaje,"
        "chat,conversacion,base de datos,bases de datos,tabla,fila,registro,sql,secreto,"
        "credencial,contrasena,clave,token,calendario,evento,contacto,nota,documento,"
        "repositorio,historial,portapapeles,variables de entorno,cliente,perfil,cuenta,"
        "transaccion,factura",
        untrusted="url,web,pagina,sitio,navegador,pestana,feed,noticia,issue,incidencia,"
        "comentario,pull request,discusion,publicacion,tweet,hilo,correo,email,pdf,adjunto,"
        "internet,google,bing,resultados de busqueda,rastrea,scrap,navega",
        public="issue,incidencia,pull request,comentario,gist,publicacion,tweet,mensaje,"
        "correo,email,respuesta,webhook,invitacion",
        money="pago,pagar,compra,cobr,reembols,transferencia",
        letters="ñ¿¡",
    ),
    Lang(
        "pt",
        "head",
        stop="o=,a=,os=,as=,de=,do=,da=,dos=,das=,que=,e=,em=,um=,uma=,para=,com=,por=,no=,na=,ao=",
        openers="esta ferramenta,a ferramenta,ferramenta para,ferramenta que,permite,"
        "serve para,usada para,utilizada para,use esta ferramenta para",
        neg="nao=,nunca=",
        destroy="exclui,excluir,apaga,apagar,remove=,remover,elimina,eliminar,destroi,"
        "destruir,limpa=,limpar,sobrescrev,esvazia",
        send="envia,enviar,envie,manda=,mandar,publica=,publicar,carrega=,faz upload,"
        "compartilha,partilha,transfere,transferir,paga=,pagar,encaminha,responde=,convida,"
        "notifica",
        run="executa,executar,roda=,rodar,invoca",
        code="comando,script,codigo,shell,bash,terminal,programa",
        write="cria=,criar,atualiza,atualizar,modifica,edita=,editar,escreve,grava=,gravar,"
        "salva=,salvar,adiciona,insere,inserir,move=,mover,renomeia,define=,definir,configura,"
        "instala,mescla,implanta,implantar,faz deploy,faz commit,faz push",
        ship="implanta,implantar,faz deploy,mescla,faz push",
        read="obtem,obter,lista=,listar,le=,ler,busca=,buscar,pesquisa,procura,encontra,"
        "consulta,mostra,exibe,descreve,verifica,recupera,navega,baixa=,baixar,abre=,abrir,"
        "carrega os,exporta,extrai,analisa,escaneia,retorna a lista",
        private="arquivo,ficheiro,pasta,diretorio,caminho,e-mail,email,caixa de entrada,"
        "mensage,chat,conversa,banco de dados,base de dados,tabela,linha,registro,registo,sql,"
        "segredo,credencia,senha,palavra-passe,chave,token,calendario,agenda,evento,contato,"
        "contacto,nota,documento,repositorio,historico,area de transferencia,"
        "variaveis de ambiente,cliente,perfil,conta,transac,fatura",
        untrusted="url,web,pagina,site,navegador,aba=,feed,noticia,issue,comentario,"
        "pull request,revisao,discussao,publicac,tweet,thread,e-mail,email,pdf,anexo,internet,"
        "google,bing,resultados de pesquisa,rastreia,scrap,navega",
        public="issue,pull request,comentario,gist,publicac,post,tweet,mensage,e-mail,email,"
        "resposta,webhook,convite",
        money="pagamento,pagar,compra,cobra,reembols,transferencia",
        letters="ãõ",
    ),
    Lang(
        "fr",
        "head",
        stop="le=,la=,les=,des=,de=,du=,un=,une=,et=,pour=,dans=,avec=,sur=,par=,qui=,au=,aux=,l,d",
        openers="cet outil permet de,cet outil permet d,cet outil,l'outil,outil pour,"
        "outil qui,permet de,permet d,sert a,utilise pour,utilisez cet outil pour",
        neg="ne=,n,jamais=",
        destroy="supprim,efface,effacer,detrui,retire=,retirer,purge,vide=,vider,ecrase,ecraser",
        send="envoie,envoyer,envoi=,expedi,publie,publier,televers,partage,transfere,"
        "transferer,paie=,payer,transmet,repond,invite=,inviter,diffuse",
        run="execut,lance=,lancer,invoque",
        code="commande,script,code,shell,bash,terminal,programme",
        write="cree=,creer,creation,met a jour,mettre a jour,mise a jour,modifi,edite=,editer,"
        "ecrit,ecrire,enregistr,sauvegard,ajoute,ajouter,insere,inserer,deplace,renomme,"
        "defini,configur,install,fusionne,deploie,deployer",
        ship="deploie,deployer,fusionne",
        read="recupere,recuperer,obtient,obtenir,liste=,lister,lit=,lire,cherche,chercher,"
        "recherch,trouve,interroge,affiche,afficher,decrit,verifie,consulte,parcour,navigue,"
        "telecharg,ouvre=,ouvrir,charge=,charger,export,extrai,analys,scanne,renvoie la liste",
        private="fichier,dossier,repertoire,chemin,courriel,e-mail,email,mail,"
        "boite de reception,message,discussion,conversation,base de donnees,bases de donnees,"
        "table,ligne,enregistrement,sql,secret,identifiant,mot de passe,mots de passe,cle=,"
        "cles=,jeton,calendrier,agenda,evenement,contact,note,document,depot,historique,"
        "presse-papiers,variables d'environnement,client,profil,compte,transaction,facture",
        untrusted="url,web,page,site,navigateur,onglet,flux,actualite,issue,ticket,"
        "commentaire,pull request,revue,discussion,publication,tweet,fil=,courriel,e-mail,"
        "email,mail,pdf,piece jointe,pieces jointes,internet,google,bing,"
        "resultats de recherche,explore,scrap",
        public="issue,ticket,pull request,commentaire,gist,publication,tweet,message,courriel,"
        "e-mail,email,mail,reponse,webhook,invitation",
        money="paiement,payer,achat,achete,rembours,virement,factur",
        letters="èêàçœù",
    ),
    Lang(
        "it",
        "head",
        stop="il=,lo=,la=,i=,gli=,le=,di=,del=,della=,che=,e=,un=,una=,per=,con=,da=,in=,nel=,"
        "nella=",
        openers="questo strumento,lo strumento,strumento per,strumento che,permette di,"
        "consente di,serve a,serve per,usato per,utilizzato per",
        neg="non=,mai=",
        destroy="elimina,eliminare,cancella,rimuove,rimuovere,distrugg,svuota,sovrascriv,purga",
        send="invia,inviare,spedisce,pubblica,carica=,caricare,condivide,condividere,"
        "trasferisce,paga=,pagare,inoltra,risponde,invita=,invitare,trasmette",
        run="esegue,eseguire,esegui=,lancia=,avvia=,invoca",
        code="comando,comandi,script,codice,shell,bash,terminale,programma",
        write="crea=,creare,aggiorna,aggiornare,modifica,edita=,scrive,scrivere,salva=,"
        "salvare,aggiunge,aggiungere,inserisce,sposta,rinomina,imposta,configura,installa,"
        "unisce,distribuisce,esegue il deploy,esegue il commit,esegue il push",
        ship="distribuisce,esegue il deploy,esegue il push,unisce",
        read="ottiene,ottenere,recupera,recuperare,elenca,elencare,legge,leggere,cerca=,"
        "cercare,ricerca,trova,interroga,mostra,visualizza,descrive,verifica,controlla,naviga,"
        "scarica,apre=,aprire,esporta,estrae,analizza,scansiona,restituisce l'elenco",
        private="file=,cartella,directory,percorso,email,e-mail,posta,casella,messagg,chat,"
        "conversazion,database,tabella,riga,record,sql,segret,credenzial,password,chiave,"
        "token,calendario,evento,eventi,contatt,nota,note,document,repository,cronologia,"
        "appunti,variabili d'ambiente,cliente,clienti,profilo,account,transazion,fattur",
        untrusted="url,web,pagina,pagine,sito,browser,scheda,feed,notizi,issue,commento,"
        "commenti,pull request,revision,discussion,post,tweet,thread,email,e-mail,posta,pdf,"
        "allegat,internet,google,bing,risultati di ricerca,scansiona il web,scrap",
        public="issue,pull request,commento,commenti,gist,post,tweet,messagg,email,e-mail,"
        "risposta,webhook,invito",
        money="pagamento,pagare,acquist,rimbors,addebit,bonifico",
        letters="ò",
    ),
    Lang(
        "ro",
        "head",
        stop="si=,de=,la=,in=,din=,cu=,pentru=,un=,o=,care=,pe=,sau=,al=,ale=,unui=,unei=",
        openers="acest instrument,instrumentul,instrument pentru,instrument care,permite,"
        "este folosit pentru,se foloseste pentru",
        neg="nu=,niciodata=",
        destroy="sterge,stergere,elimina,eliminare,distruge,goleste,suprascrie,inlatura",
        send="trimite,trimitere,publica,incarca,partajeaza,transfera,plateste,redirectioneaza,"
        "raspunde,invita=,transmite",
        run="executa,executare,ruleaza,lanseaza,invoca",
        code="comanda,comenzi,script,cod=,codul,shell,bash,terminal,program",
        write="creeaza,creare,actualizeaza,actualizare,modifica,editeaza,scrie=,scriere,"
        "salveaza,adauga,insereaza,muta=,redenumeste,seteaza,configureaza,instaleaza,imbina,"
        "implementeaza",
        ship="implementeaza,imbina",
        read="obtine,obtinere,listeaza,listare,lista=,citeste,citire,cauta,cautare,gaseste,"
        "interogheaza,afiseaza,descrie,verifica,recupereaza,navigheaza,descarca,deschide,"
        "incarca datele,exporta,extrage,analizeaza,scaneaza,returneaza lista",
        private="fisier,dosar,director,cale=,calea,e-mail,email,mesaj,chat,conversati,"
        "baza de date,baze de date,tabel,rand,inregistrar,sql,secret,credential,parola,parole,"
        "cheie,chei=,token,calendar,eveniment,contact,notit,document,depozit,istoric,"
        "clipboard,variabile de mediu,client,profil,cont=,contul,conturi,tranzacti,factur",
        untrusted="url,web,pagina,pagini,site,browser,fila,feed,stir,issue,comentari,"
        "pull request,recenzi,discuti,postar,tweet,thread,e-mail,email,pdf,atasament,internet,"
        "google,bing,rezultate de cautare,scrap",
        public="issue,pull request,comentari,gist,postar,tweet,mesaj,e-mail,email,raspuns,"
        "webhook,invitati",
        money="plata,plati=,plateste,cumpar,rambursa,transfer bancar",
        letters="șțşţ",
    ),
    Lang(
        "de",
        "head",
        neg_after=2,
        also_tail=1,
        stop="der=,die=,das=,und=,ein=,eine=,einen=,einer=,mit=,fur=,von=,zu=,im=,den=,dem=,"
        "des=,auf=,ist=,sie=",
        openers="dieses tool,das tool,dieses werkzeug,tool zum,tool zur,werkzeug zum,"
        "ermoglicht es,ermoglicht,dient zum,dient dazu,mit diesem tool konnen sie",
        neg="nicht=,nie=,niemals=,kein",
        destroy="losch,entfern,vernicht,leert,leeren,uberschreib,bereinigt,verwirft",
        send="sendet,senden,versend,verschick,schickt,schicken,veroffentlich,ladt hoch,"
        "hochladen,lad hoch,teilt,teilen,ubertragt,ubertragen,bezahlt,bezahlen,zahlt,"
        "leitet weiter,weiterleiten,antwortet,ladt ein,einladen,postet",
        run="fuhrt,ausfuhren,startet",
        code="befehl,kommando,skript,script,code,shell,bash,terminal,programm",
        write="erstell,legt an,anlegen,aktualisier,andert,andern,bearbeit,schreibt,schreiben,"
        "speicher,fugt,hinzufugen,einfugen,verschieb,benennt um,umbenennen,setzt,setzen,"
        "konfigurier,installier,fuhrt zusammen,merged,deployt,bereitstell,stellt bereit,"
        "committet,pusht",
        ship="fuhrt zusammen,merged,deployt,bereitstell,stellt bereit,pusht",
        read="ruft,abrufen,holt,holen,listet,auflisten,liest,lesen,sucht,suchen,durchsucht,"
        "findet,finden,fragt,abfragen,zeigt,anzeigen,beschreibt,pruft,prufen,uberpruft,"
        "ermittelt,navigiert,ladt herunter,herunterladen,offnet,offnen,ladt,laden,exportiert,"
        "extrahiert,analysiert,scannt,liefert,gibt eine liste",
        private="datei,ordner,verzeichnis,pfad,e-mail,email,mail,posteingang,nachricht,chat,"
        "unterhaltung,gesprach,datenbank,tabelle,zeile,datensatz,datensatze,eintrag,eintrage,"
        "sql,geheimnis,zugangsdaten,anmeldedaten,passwort,passworter,kennwort,schlussel,token,"
        "kalender,termin,ereignis,kontakt,notiz,dokument,ablage,repository,repositorys,"
        "verlauf,zwischenablage,umgebungsvariable,kunde,kunden,profil,konto,konten,"
        "transaktion,rechnung",
        untrusted="url,web,webseite,seite,website,browser,tab=,tabs=,feed,nachrichten,news,"
        "issue,ticket,kommentar,pull request,review,diskussion,beitrag,beitrage,tweet,thread,"
        "e-mail,email,mail,posteingang,pdf,anhang,anhange,internet,google,bing,suchergebnis,"
        "crawlt,scrap",
        public="issue,ticket,pull request,kommentar,gist,beitrag,tweet,nachricht,e-mail,email,"
        "mail,antwort,webhook,einladung",
        money="zahlung,bezahl,kauf,erstatt,uberweis,abbuch",
        letters="äöüß",
    ),
    Lang(
        "nl",
        "head",
        neg_after=2,
        also_tail=1,
        stop="de=,het=,een=,en=,van=,voor=,met=,op=,in=,te=,naar=,die=,dat=,is=,uit=,aan=",
        openers="deze tool,de tool,dit hulpmiddel,tool om,tool voor,hiermee kun je,"
        "hiermee kunt u,maakt het mogelijk om,wordt gebruikt om",
        neg="niet=,nooit=,geen=",
        destroy="verwijder,wist=,wissen,vernietig,leegt,legen,overschrijf,schoont op",
        send="verstuur,verzend,stuurt,sturen,publiceer,uploadt,uploaden,deelt,delen,"
        "draagt over,betaalt,betalen,stuurt door,doorsturen,beantwoordt,nodigt uit,uitnodigen,"
        "plaatst",
        run="voert,uitvoeren,start=,starten",
        code="opdracht,commando,script,code,shell,bash,terminal,programma",
        write="maakt,aanmaken,maken,werkt bij,bijwerken,wijzig,bewerk,schrijft,schrijven,"
        "slaat op,opslaan,voegt toe,toevoegen,invoegen,verplaats,hernoem,stelt in,instellen,"
        "configureer,installeer,samenvoegen,voegt samen,deployt,implementeert,commit,pusht",
        ship="samenvoegen,voegt samen,deployt,implementeert,pusht",
        read="haalt,ophalen,geeft een lijst,toont,tonen,leest,lezen,zoekt,zoeken,doorzoekt,"
        "vindt,vinden,vraagt op,opvragen,beschrijft,controleert,controleren,bekijk,navigeert,"
        "downloadt,downloaden,opent,openen,laadt,laden,exporteert,extraheert,analyseert,scant,"
        "somt op,lijst=",
        private="bestand,map=,mappen,directory,pad=,e-mail,email,mail,inbox,bericht,chat,"
        "gesprek,database,tabel,rij=,rijen,record,sql,geheim,inloggegevens,referenties,"
        "wachtwoord,sleutel,token,agenda,kalender,afspraak,afspraken,evenement,contact,"
        "notitie,document,repository,geschiedenis,klembord,omgevingsvariabele,klant,profiel,"
        "account,rekening,transactie,factu",
        untrusted="url,web,webpagina,pagina,website,site=,browser,tabblad,feed,nieuws,issue,"
        "ticket,opmerking,reactie,pull request,review,discussie,tweet,thread,e-mail,email,"
        "mail,inbox,pdf,bijlage,internet,google,bing,zoekresultaten,crawlt,scrap",
        public="issue,ticket,pull request,opmerking,reactie,gist,tweet,bericht,e-mail,email,"
        "mail,antwoord,webhook,uitnodiging",
        money="betaling,betalen,betaalt,aankoop,koopt,terugbetal,overboeking",
        letters="ĳ",
    ),
    Lang(
        "id",
        "head",
        stop="yang=,dan=,di=,ke=,dari=,untuk=,dengan=,ini=,itu=,atau=,pada=,sebuah=,dalam=",
        openers="alat ini,tool ini,alat untuk,tool untuk,digunakan untuk,berfungsi untuk,"
        "memungkinkan anda,memungkinkan,untuk=",
        neg="tidak=,tak=,jangan=,bukan=",
        destroy="hapus,menghapus,dihapus,buang,membuang,hancurkan,menghancurkan,kosongkan,"
        "mengosongkan,timpa,menimpa",
        send="kirim,mengirim,mengirimkan,unggah,mengunggah,publikasikan,memublikasikan,"
        "menerbitkan,bagikan,membagikan,transfer,mentransfer,bayar,membayar,teruskan,"
        "meneruskan,balas,membalas,undang,mengundang,posting",
        run="jalankan,menjalankan,eksekusi,mengeksekusi",
        code="perintah,skrip,script,kode,shell,bash,terminal,program",
        write="buat=,membuat,perbarui,memperbarui,ubah,mengubah,edit,mengedit,tulis,menulis,"
        "simpan,menyimpan,tambah,menambah,menambahkan,sisipkan,menyisipkan,pindahkan,"
        "memindahkan,ganti nama,atur,mengatur,setel,instal,menginstal,gabungkan,menggabungkan,"
        "deploy,men-deploy,commit,push",
        ship="gabungkan,menggabungkan,deploy,men-deploy,push",
        read="dapatkan,mendapatkan,ambil,mengambil,daftar,mendaftar,baca,membaca,cari,mencari,"
        "temukan,menemukan,kueri,tampilkan,menampilkan,lihat,melihat,periksa,memeriksa,"
        "telusuri,menelusuri,unduh,mengunduh,buka,membuka,muat,memuat,ekspor,mengekspor,"
        "ekstrak,mengekstrak,analisis,menganalisis,pindai,memindai",
        private="file,berkas,folder,direktori,path,jalur,email,surel,kotak masuk,pesan,"
        "obrolan,chat,percakapan,basis data,database,tabel,baris,catatan,rekaman,sql,rahasia,"
        "kredensial,kata sandi,password,kunci,token,kalender,acara,kontak,dokumen,repositori,"
        "repository,riwayat,papan klip,variabel lingkungan,pelanggan,profil,akun,transaksi,"
        "faktur",
        untrusted="url,web,halaman,situs,browser,peramban,tab=,feed,berita,issue,komentar,"
        "pull request,ulasan,diskusi,postingan,tweet,utas,thread,email,surel,pdf,lampiran,"
        "internet,google,bing,hasil pencarian,merayapi,scrap",
        public="issue,pull request,komentar,gist,postingan,tweet,pesan,email,surel,balasan,"
        "webhook,undangan",
        money="pembayaran,bayar,membayar,pembelian,membeli,pengembalian dana,tagih",
    ),
    Lang(
        "vi",
        "head",
        window=2,
        stop="cua=,va=,cac=,nhung=,mot=,cho=,trong=,voi=,la=,đe=,tu=,theo=,đa=,nay=,đuoc=",
        openers="cong cu nay,cong cu đe,cong cu dung đe,dung đe,đuoc dung đe,cho phep ban,"
        "cho phep,giup ban,giup",
        neg="khong=,chang=,đung=",
        destroy="xoa,loai bo,huy bo,huy=,ghi đe,don sach,lam trong",
        send="gui,đang tai,tai len,chia se,chuyen tien,chuyen khoan,thanh toan,chuyen tiep,"
        "tra loi,moi=,phat,xuat ban,đang bai",
        run="chay,thuc thi,thuc hien",
        code="lenh,tap lenh,script,ma=,ma nguon,shell,bash,terminal,chuong trinh",
        write="tao,cap nhat,sua,chinh sua,ghi=,ghi vao,luu,them,chen,di chuyen,đoi ten,"
        "thiet lap,cai đat,cau hinh,hop nhat,trien khai,commit,push",
        ship="hop nhat,trien khai,push",
        read="lay,liet ke,đoc,tim kiem,tim=,truy van,hien thi,xem,kiem tra,mo ta,duyet,"
        "tai xuong,tai ve,mo=,tai=,xuat,trich xuat,phan tich,quet,tra ve danh sach",
        private="tep,tap tin,file,thu muc,đuong dan,email,thu=,hop thu,tin nhan,tro chuyen,"
        "hoi thoai,co so du lieu,bang=,hang=,ban ghi,sql,bi mat,thong tin đang nhap,mat khau,"
        "khoa=,token,lich=,su kien,lien he,danh ba,ghi chu,tai lieu,kho ma,kho luu tru,"
        "lich su,bo nho tam,bien moi truong,khach hang,ho so,tai khoan,giao dich,hoa đon",
        untrusted="url,web,trang=,trang web,website,trinh duyet,tab=,nguon cap,tin tuc,issue,"
        "binh luan,pull request,đanh gia,thao luan,bai viet,bai đang,tweet,email,thu=,pdf,"
        "tep đinh kem,internet,google,bing,ket qua tim kiem,thu thap du lieu,scrap",
        public="issue,pull request,binh luan,gist,bai viet,bai đang,tweet,tin nhan,email,thu=,"
        "tra loi,webhook,loi moi",
        money="thanh toan,tra tien,mua=,hoan tien,chuyen tien,chuyen khoan",
        letters="ơưăđạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ",
    ),
    Lang(
        "pl",
        "head",
        stop="i=,w=,z=,na=,do=,sie=,jest=,nie=,to=,dla=,od=,o=,ze=,oraz=,lub=,po=,przez=",
        openers="to narzedzie,narzedzie do,narzedzie,pozwala na,pozwala,umozliwia,sluzy do,"
        "uzywane do",
        neg="nie=,nigdy=",
        destroy="usuwa,usun,kasuje,skasuj,niszczy,zniszcz,czysci,wyczysc,oproznia,nadpisuje,"
        "nadpisz",
        send="wysyla,wyslij,wyslanie,publikuje,opublikuj,przesyla,przeslij,udostepnia,"
        "udostepnij,przelewa,placi,zaplac,przekazuje,odpowiada,zaprasza,zapros",
        run="uruchamia,uruchom,wykonuje,wykonaj,wywoluje",
        code="polecen,komend,skrypt,kod=,kodu,shell,bash,terminal,program",
        write="tworzy,utworz,stworz,aktualizuje,zaktualizuj,modyfikuje,zmienia,zmien,edytuje,"
        "edytuj,zapisuje,zapisz,dodaje,dodaj,wstawia,wstaw,przenosi,przenies,zmienia nazwe,"
        "ustawia,ustaw,konfiguruje,instaluje,zainstaluj,scala,wdraza,wdroz",
        ship="scala,wdraza,wdroz",
        read="pobiera,pobierz,listuje,wyswietla liste,wyswietla,wyswietl,czyta,odczytuje,"
        "odczytaj,przeszukuje,wyszukuje,wyszukaj,szuka,znajduje,znajdz,sprawdza,sprawdz,"
        "opisuje,przeglada,otwiera,otworz,laduje,wczytuje,eksportuje,wyodrebnia,analizuje,"
        "skanuje,zwraca liste,lista=",
        private="plik,folder,katalog,sciezk,e-mail,email,poczt,skrzynk,wiadomos,czat,rozmow,"
        "baz danych,baza danych,bazy danych,tabel,wiersz,rekord,sql,sekret,poswiadcz,"
        "dane logowania,haslo,hasla,klucz,token,kalendarz,wydarzen,kontakt,notatk,dokument,"
        "repozytor,histori,schowek,schowka,zmienne srodowiskowe,klient,profil,kont=,konta,"
        "kont,transakcj,faktur",
        untrusted="url,web,stron,witryn,przegladark,kart,kanal,wiadomosci ze swiata,"
        "aktualnosci,issue,zgloszen,komentarz,pull request,recenzj,dyskusj,post,tweet,watek,"
        "watki,e-mail,email,poczt,pdf,zalacznik,internet,google,bing,wyniki wyszukiwania,scrap",
        public="issue,zgloszen,pull request,komentarz,gist,post,tweet,wiadomos,e-mail,email,"
        "odpowiedz,webhook,zaproszen",
        money="platnos,zaplac,placi,zakup,kupuje,zwrot,przelew,obciaz",
        letters="łąęśźżńć",
    ),
    Lang(
        "cs",
        "head",
        stop="a=,v=,se=,na=,je=,z=,do=,pro=,ze=,s=,k=,o=,to=,nebo=,jako=,od=,po=",
        openers="tento nastroj,nastroj pro,nastroj k,nastroj,umoznuje,slouzi k,pouziva se k",
        neg="ne=,nikdy=",
        destroy="smaze,smazat,smaz=,odstrani,odstranit,odstran=,vymaze,vymazat,znici,znicit,"
        "vyprazdni,prepise,prepsat",
        send="odesle,odeslat,odesli,posle,poslat,posli,publikuje,publikovat,nahraje,nahrat,"
        "nahraj,sdili,sdilet,prevede,zaplati,zaplatit,preposle,odpovi,pozve,pozvat",
        run="spusti,spustit,spust=,vykona,vykonat,provede prikaz",
        code="prikaz,skript,kod=,kodu,shell,bash,terminal,program",
        write="vytvori,vytvorit,vytvor=,aktualizuje,aktualizovat,upravi,upravit,uprav=,zmeni,"
        "zmenit,zapise,zapsat,zapis=,ulozi,ulozit,uloz=,prida,pridat,pridej,vlozi,vlozit,"
        "presune,presunout,prejmenuje,nastavi,nastavit,nakonfiguruje,nainstaluje,slouci,"
        "sloucit,nasadi,nasadit",
        ship="slouci,sloucit,nasadi,nasadit",
        read="ziska,ziskat,nacte,nacist,vypise,vypsat,cte=,cist=,precte,hleda,vyhleda,"
        "vyhledat,najde,najit,dotazuje,zobrazi,zobrazit,popise,zkontroluje,overi,prochazi,"
        "prohlizi,stahne,stahnout,otevre,otevrit,exportuje,extrahuje,analyzuje,skenuje,"
        "vraci seznam,seznam=",
        private="soubor,slozk,adresar,cesta,cestu,e-mail,email,posta,postu,schranka,schranku,"
        "zprav,chat,konverzac,databaz,tabulk,radek,radky,zaznam,sql,tajemstv,"
        "prihlasovaci udaje,heslo,hesla,klic,token,kalendar,udalost,kontakt,poznamk,dokument,"
        "repozitar,histori,schranky,promenne prostredi,zakaznik,profil,ucet,uctu,ucty,"
        "transakc,faktur",
        untrusted="url,web,stranku,stranka,stranky,webov,prohlizec,karta,kartu,kanal,zpravy,"
        "novinky,issue,komentar,pull request,recenz,diskuz,prispev,tweet,vlakno,e-mail,email,"
        "posta,pdf,priloh,internet,google,bing,vysledky vyhledavani,scrap",
        public="issue,pull request,komentar,gist,prispev,tweet,zprav,e-mail,email,odpoved,"
        "webhook,pozvank",
        money="platb,zaplat,nakup,koupi,vraceni penez,prevod",
        letters="řěůťčšžďň",
    ),
    Lang(
        "tr",
        "tail",
        window=2,
        stop="ve=,bir=,bu=,ile=,icin=,olan=,veya=,gore=,tum=,belirtilen=",
        neg="degil,yok=",
        destroy="siler=,silin=,silinir,sil=,siliyor,kaldirir,kaldir=,temizler,yok eder,"
        "bosaltir,uzerine yazar",
        send="gonderir,gonder=,gonderiyor,yollar=,yukler=,yukle=,paylasir,paylas=,aktarir,"
        "oder=,ode=,iletir,ilet=,yanitlar,davet eder,yayinlar,yayimlar",
        run="calistirir,calistir=,yurutur",
        code="komut,betik,script,kod,shell,bash,terminal,program",
        write="olusturur,olustur=,gunceller,guncelle=,degistirir,duzenler,duzenle=,yazar=,"
        "yaz=,kaydeder,kaydet=,ekler=,ekle=,tasir=,tasi=,yeniden adlandirir,ayarlar=,"
        "yapilandirir,kurar=,birlestirir,dagitir,commit eder,push eder",
        ship="birlestirir,dagitir,push eder",
        read="getirir,getir=,alir=,al=,listeler,listele=,okur=,oku=,arar=,ara=,bulur=,bul=,"
        "sorgular,sorgula=,gosterir,goster=,goruntuler,inceler,kontrol eder,denetler,indirir,"
        "indir=,acar=,yukler ve,disa aktarir,cikarir,analiz eder,tarar=",
        private="dosya,klasor,dizin,yol=,yolu,e-posta,eposta,posta,gelen kutusu,mesaj,sohbet,"
        "konusma,veritaban,tablo,satir,kayit,kayd,sql,gizli,sir=,kimlik bilgi,parola,sifre,"
        "anahtar,token,takvim,etkinlik,kisi,not=,notlar,belge,dokuman,depo,gecmis,pano,"
        "ortam degisken,musteri,profil,hesab,hesap,islem,fatura",
        untrusted="url,web,sayfa,site,tarayici,sekme,akis,haber,issue,yorum,pull request,"
        "inceleme,tartisma,gonderi,tweet,e-posta,eposta,pdf,ek=,ekler,internet,google,bing,"
        "arama sonuc,tarar ve,kazir",
        public="issue,pull request,yorum,gist,gonderi,tweet,mesaj,e-posta,eposta,yanit,"
        "webhook,davet",
        money="odeme,oder=,satin al,iade,havale,ucret",
        letters="şğı",
    ),
    Lang(
        "ru",
        "head",
        openers="этот инструмент,инструмент для,инструмент,позволяет,служит для,"
        "используется для,предназначен для",
        neg="не=,никогда=",
        destroy="удаля,удалит,удали=,удаление,стира,стереть,уничтож,очища,очистит,"
        "перезаписыва,перезапишет",
        send="отправля,отправит,отправка,отправь,посыла,пошлет,публику,опубликов,загружает на,"
        "выгружает,делится,переда,пересыла,оплачива,оплатит,плати,отвеча,приглаша,рассыла",
        run="выполня,выполнит,запуска,запустит,исполня",
        code="команд,скрипт,сценари,код=,кода=,код ,shell,bash,терминал,программ",
        write="созда,обновля,обновит,обновление,изменя,изменит,редактиру,записыва,запишет,"
        "сохраня,сохранит,добавля,добавит,вставля,перемеща,переименов,устанавлива,настраива,"
        "задает,объединя,слива,развертыва,разворачива,деплои,коммит",
        ship="объединя,слива,развертыва,разворачива,деплои",
        read="получа,получит,получение,возвращает список,перечисля,выводит список,список=,"
        "чита,прочита,ищет,поиск,найти,находит,запрашива,показыва,отобража,описыва,проверя,"
        "просматрива,скачива,загружа,открыва,экспортиру,извлека,анализиру,сканиру",
        private="файл,папк,каталог,директори,пут,почт,письм,входящ,сообщени,чат,переписк,"
        "диалог,баз данных,база данных,таблиц,строк,запис,sql,секрет,учетн,парол,ключ,токен,"
        "календар,событи,контакт,заметк,документ,репозитори,истори,буфер обмена,"
        "переменн окружения,клиент,профил,аккаунт,счет,транзакци,счета-фактур",
        untrusted="url,веб,страниц,сайт,браузер,вкладк,лент,новост,issue,задач,комментари,"
        "pull request,пулл-реквест,обзор,обсуждени,пост,публикаци,твит,тред,ветк,почт,письм,"
        "pdf,вложени,интернет,google,яндекс,bing,результаты поиска,сканирует сайт,парсит",
        public="issue,задач,комментари,pull request,пулл-реквест,gist,пост,публикаци,твит,"
        "сообщени,письм,ответ,webhook,вебхук,приглашени",
        money="платеж,оплат,покупк,покупа,возврат,перевод денег,списани",
    ),
    Lang(
        "uk",
        "head",
        openers="цей інструмент,інструмент для,інструмент,дозволяє,служить для,"
        "використовується для,призначений для",
        neg="не=,ніколи=",
        destroy="видаля,видалит,видали=,видалення,стира,стерти,знищу,знищит,очища,очистит,"
        "перезапису",
        send="надсила,надішле,надіслати,відправля,відправит,публіку,опублікув,вивантажу,"
        "ділиться,переда,пересила,оплачу,оплатит,відповіда,запрошу,розсила",
        run="викону,виконат,запуска,запустит",
        code="команд,скрипт,сценарі,код=,коду=,shell,bash,термінал,програм",
        write="створю,створит,створення,оновлю,оновит,оновлення,зміню,змінит,редагу,запису,"
        "запише,зберіга,зберегт,зберігає,додає,додат,вставля,переміщу,перейменову,встановлю,"
        "налаштову,задає,об'єдну,злива,розгорта,коміт",
        ship="об'єдну,злива,розгорта",
        read="отриму,отримат,отримання,повертає список,перелічу,виводить список,список=,чита,"
        "прочита,шукає,пошук,знаходить,знайти,запиту,показу,відобража,опису,перевіря,"
        "переглядa,перегляда,завантажу,відкрива,експорту,видобува,аналізу,скану",
        private="файл,папк,каталог,директорі,шлях,пошт,лист,вхідн,повідомлен,чат,листуван,"
        "діалог,баз даних,база даних,таблиц,рядк,запис,sql,секрет,облікові дані,пароль,паролі,"
        "ключ,токен,календар,поді,контакт,нотатк,документ,репозитор,істор,буфер обміну,"
        "змінн середовища,клієнт,профіл,акаунт,обліков,рахун,транзакці",
        untrusted="url,веб,сторінк,сайт,браузер,вкладк,стрічк,новин,issue,задач,коментар,"
        "pull request,огляд,обговорен,пост,публікаці,твіт,гілк,пошт,лист,pdf,вкладен,інтернет,"
        "google,bing,результати пошуку,парсит",
        public="issue,задач,коментар,pull request,gist,пост,публікаці,твіт,повідомлен,лист,"
        "відповід,webhook,вебхук,запрошен",
        money="платіж,оплат,покупк,купу,повернення коштів,переказ,списан",
    ),
    Lang(
        "el",
        "head",
        openers="αυτο το εργαλειο,το εργαλειο,εργαλειο για,εργαλειο που,επιτρεπει να,"
        "επιτρεπει,χρησιμοποιειται για",
        neg="δεν=,μην=,ποτε=",
        destroy="διαγραφ,σβηνει,σβησε,αφαιρει,αφαιρεση,καταστρεφ,αδειαζει,αντικαθιστα,εκκαθαρ",
        send="στελνει,στειλε,αποστολ,αποστελλει,δημοσιευ,ανεβαζει,μεταφορτων,μοιραζ,κοινοποι,"
        "μεταφερει,πληρων,προωθει,απανται,προσκαλει",
        run="εκτελει,εκτελεση,τρεχει,εκκινει",
        code="εντολ,σεναριο,script,κωδικα,κωδικ,shell,bash,τερματικ,προγραμμα",
        write="δημιουργ,ενημερων,ενημερωση,τροποποι,αλλαζει,επεξεργ,γραφει,εγγραφ,αποθηκευ,"
        "προσθετ,εισαγει,μετακιν,μετονομαζ,ορίζει,οριζει,ρυθμιζ,εγκαθιστ,συγχωνευ,αναπτυσσει",
        ship="συγχωνευ,αναπτυσσει",
        read="λαμβανει,ανακτα,ανακτηση,παιρνει,επιστρεφει λιστα,απαριθμ,λιστα=,"
        "εμφανιζει λιστα,διαβαζ,αναζητ,ψαχνει,βρισκει,ερωτα,εμφανιζ,δειχνει,περιγραφ,ελεγχ,"
        "περιηγ,κατεβαζει,ανοιγει,φορτων,εξαγει,εξαγωγη,αναλυ,σαρων",
        private="αρχει,φακελ,καταλογ,διαδρομ,email,e-mail,ηλεκτρονικ ταχυδρομ,μηνυμα,μηνυματ,"
        "συνομιλ,βαση δεδομενων,βασεις δεδομενων,πινακ,γραμμ,εγγραφ,sql,μυστικ,διαπιστευτηρ,"
        "κωδικο προσβασης,κωδικους προσβασης,κλειδ,token,ημερολογ,συμβαν,εκδηλωσ,επαφ,σημειωσ,"
        "εγγραφο,εγγραφα,αποθετηρ,ιστορικ,προχειρ,μεταβλητ περιβαλλοντος,πελατ,προφιλ,"
        "λογαριασμ,συναλλαγ,τιμολογ",
        untrusted="url,web,ιστοσελιδ,σελιδ,ιστοτοπ,ιστοχωρ,περιηγητ,καρτελ,ροη,ειδησ,νεα=,"
        "issue,σχολι,pull request,κριτικ,συζητησ,αναρτησ,tweet,νημα,email,e-mail,pdf,συνημμεν,"
        "διαδικτυ,internet,google,bing,αποτελεσματα αναζητησης,scrap",
        public="issue,σχολι,pull request,gist,αναρτησ,tweet,μηνυμα,email,e-mail,απαντησ,"
        "webhook,προσκλησ",
        money="πληρωμ,πληρων,αγορ,επιστροφη χρηματων,μεταφορα χρηματων,χρεων",
    ),
    Lang(
        "ar",
        "head",
        openers="هذه الأداة,هذه الاداة,الأداة,الاداة,أداة,اداة,تستخدم ل,يستخدم ل,تتيح لك,"
        "يتيح لك,تتيح,يتيح,تسمح لك,يسمح لك",
        neg="لا=,لن=,لم=,ليس",
        destroy="يحذف,تحذف,حذف,احذف,يزيل,تزيل,إزالة,ازالة,أزل,يمسح,تمسح,مسح,امسح,يدمر,تدمر,"
        "تدمير,يفرغ,تفرغ,يستبدل",
        send="يرسل,ترسل,إرسال,ارسال,أرسل,ارسل,ينشر,تنشر,نشر,يرفع,ترفع,رفع,يشارك,تشارك,مشاركة,"
        "ينقل,تنقل,يدفع,تدفع,دفع,يعيد توجيه,يرد على,ترد على,يدعو,تدعو",
        run="ينفذ,تنفذ,تنفيذ,نفذ,يشغل,تشغل,تشغيل,شغل",
        code="أمر,امر,الأمر,الامر,أوامر,اوامر,الأوامر,الاوامر,سكربت,سكريبت,نص برمجي,"
        "البرنامج النصي,كود,الكود,شيفرة,الشيفرة,shell,bash,طرفية,الطرفية,برنامج",
        write="ينشئ,تنشئ,إنشاء,انشاء,أنشئ,انشئ,يحدث,تحدث,تحديث,حدث=,يعدل,تعدل,تعديل,عدل=,يكتب,"
        "تكتب,كتابة,اكتب,يحفظ,تحفظ,حفظ,احفظ,يضيف,تضيف,إضافة,اضافة,أضف,اضف,يدرج,تدرج,إدراج,"
        "ينقل الملف,يعيد تسمية,إعادة تسمية,يضبط,تضبط,يعين,تعين,يثبت,تثبت,تثبيت,يدمج,تدمج,دمج,"
        "ينشر التطبيق",
        ship="يدمج,تدمج,دمج,ينشر التطبيق",
        read="يجلب,تجلب,جلب,اجلب,يحصل,تحصل,الحصول,احصل,يسرد,تسرد,سرد,قائمة,يقرأ,تقرأ,قراءة,"
        "اقرأ,يبحث,تبحث,بحث,ابحث,يجد,تجد,يستعلم,تستعلم,استعلام,يعرض,تعرض,عرض,اعرض,يصف,تصف,"
        "يتحقق,تتحقق,التحقق,يتصفح,تتصفح,تصفح,ينزل,تنزل,تنزيل,يفتح,تفتح,فتح,يحمل,تحمل,تحميل,"
        "يصدر,تصدر,تصدير,يستخرج,تستخرج,استخراج,يحلل,تحلل,تحليل,يفحص,تفحص,فحص,يسترجع,تسترجع,"
        "استرجاع",
        private="ملف,الملف,ملفات,الملفات,مجلد,المجلد,مجلدات,المجلدات,مسار,المسار,دليل,بريد,"
        "البريد,بالبريد,صندوق الوارد,رسالة,الرسالة,رسائل,الرسائل,محادثة,المحادثة,محادثات,"
        "قاعدة بيانات,قاعدة البيانات,قواعد البيانات,جدول,الجدول,جداول,صف,صفوف,سجل,السجل,سجلات,"
        "السجلات,sql,سر=,أسرار,الأسرار,بيانات الاعتماد,كلمة مرور,كلمة المرور,كلمات المرور,"
        "مفتاح,المفتاح,مفاتيح,رمز,token,تقويم,التقويم,حدث,الحدث,أحداث,الأحداث,جهة اتصال,"
        "جهات الاتصال,ملاحظة,ملاحظات,الملاحظات,مستند,المستند,مستندات,المستندات,مستودع,"
        "المستودع,سجل التصفح,الحافظة,متغيرات البيئة,عميل,العميل,عملاء,العملاء,ملف شخصي,حساب,"
        "الحساب,حسابات,معاملة,معاملات,فاتورة,فواتير",
        untrusted="url,ويب,الويب,صفحة,الصفحة,صفحات,موقع,الموقع,مواقع,متصفح,المتصفح,"
        "علامة تبويب,خلاصة,أخبار,الأخبار,اخبار,issue,تعليق,التعليق,تعليقات,التعليقات,"
        "pull request,طلب سحب,مراجعة,مناقشة,منشور,المنشور,منشورات,تغريدة,تغريدات,بريد,البريد,"
        "pdf,مرفق,المرفق,مرفقات,إنترنت,الإنترنت,الانترنت,google,bing,نتائج البحث,يزحف",
        public="issue,تعليق,تعليقا,pull request,طلب سحب,gist,منشور,منشورا,تغريدة,رسالة,بريد,"
        "بريدا,رد=,ردا,webhook,دعوة",
        money="دفع,الدفع,مدفوعات,شراء,الشراء,استرداد,تحويل الأموال,تحويل مالي,فاتورة",
    ),
    Lang(
        "fa",
        "tail",
        window=3,
        neg="نمی,نکن,نخواهد,نیست",
        destroy="حذف,پاک,نابود,خالی,بازنویسی",
        send="ارسال,میفرستد,فرستادن,بفرست,منتشر,انتشار,آپلود,بارگذاری,به اشتراک,اشتراک گذاری,"
        "انتقال,پرداخت,هدایت,پاسخ,دعوت",
        run="اجرا",
        code="دستور,فرمان,اسکریپت,کد,shell,bash,ترمینال,برنامه",
        write="ایجاد,میسازد,بسازد,بساز,بهروزرسانی,به روز,به‌روز,ویرایش,تغییر,مینویسد,نوشتن,"
        "بنویس,ذخیره,اضافه,افزودن,درج,جابجا,تغییر نام,تنظیم,پیکربندی,نصب,ادغام,استقرار",
        ship="ادغام,استقرار",
        read="دریافت,میگیرد,بگیر,بازیابی,فهرست,لیست,میخواند,خواندن,بخوان,جستجو,جستجوی,میجوید,"
        "پیدا,یافتن,پرس‌وجو,پرس و جو,نمایش,نشان میدهد,نشان دادن,بررسی,مرور,دانلود,بارگیری,"
        "باز میکند,باز کردن,برون‌بری,صادر,استخراج,تحلیل,تجزیه,اسکن",
        private="فایل,پرونده,پوشه,دایرکتوری,مسیر,ایمیل,رایانامه,صندوق ورودی,پیام,گفتگو,چت,"
        "پایگاه داده,جدول,ردیف,رکورد,سابقه,sql,راز,اسرار,اعتبارنامه,رمز عبور,گذرواژه,کلید,"
        "توکن,تقویم,رویداد,مخاطب,یادداشت,سند,اسناد,مخزن,تاریخچه,کلیپ‌بورد,متغیرهای محیطی,مشتری,"
        "مشتریان,پروفایل,حساب,تراکنش,فاکتور,صورتحساب",
        untrusted="url,وب,صفحه,وبسایت,وب‌سایت,سایت,مرورگر,زبانه,خوراک,اخبار,خبر,issue,نظر,"
        "نظرات,دیدگاه,pull request,بازبینی,بحث,پست,توییت,رشته,ایمیل,رایانامه,pdf,پیوست,"
        "اینترنت,google,bing,نتایج جستجو,خزش",
        public="issue,نظر,دیدگاه,pull request,gist,پست,توییت,پیام,ایمیل,پاسخ,webhook,دعوت",
        money="پرداخت,خرید,بازپرداخت,انتقال وجه,شارژ",
    ),
    Lang(
        "he",
        "head",
        openers="כלי זה,הכלי,כלי ל,כלי ש,מאפשר ל,מאפשר,משמש ל,משמש",
        neg="לא=,אין=,אל=",
        destroy="מוחק,מוחקת,מחק,מחיקת,מחיקה,להסיר,מסיר,מסירה,הסר,משמיד,משמידה,מרוקן,מרוקנת,"
        "דורס,דורסת",
        send="שולח,שולחת,שלח,שליחת,לשלוח,מפרסם,מפרסמת,פרסם,מעלה,מעלה קובץ,העלאת,משתף,משתפת,"
        "שתף,מעביר,מעבירה,משלם,משלמת,שלם,מעביר הלאה,עונה,מגיב,מזמין,מזמינה",
        run="מריץ,מריצה,הרץ,הרצת,מבצע,מבצעת,בצע,ביצוע",
        code="פקודה,פקודות,פקודת,סקריפט,קוד,shell,bash,מסוף,טרמינל,תוכנית",
        write="יוצר,יוצרת,צור,יצירת,מעדכן,מעדכנת,עדכן,עדכון,משנה,משנה את,ערוך,עורך,עורכת,"
        "עריכת,כותב,כותבת,כתוב,כתיבת,שומר,שומרת,שמור,שמירת,מוסיף,מוסיפה,הוסף,הוספת,מכניס,"
        "מעביר את הקובץ,משנה שם,מגדיר,מגדירה,הגדר,מתקין,מתקינה,ממזג,ממזגת,מזג,פורס,פורסת",
        ship="ממזג,ממזגת,מזג,פורס,פורסת",
        read="מחזיר רשימה,מחזירה רשימה,מביא,מביאה,הבא,שולף,שולפת,שלוף,מקבל,מקבלת,קבל,מפרט,"
        "מפרטת,רשימת,קורא,קוראת,קרא,קריאת,מחפש,מחפשת,חפש,חיפוש,מוצא,מוצאת,מצא,מציג,מציגה,הצג,"
        "הצגת,מתאר,בודק,בודקת,בדוק,גולש,מוריד,מורידה,הורד,פותח,פותחת,פתח,טוען,טוענת,מייצא,"
        "מחלץ,מנתח,סורק",
        private="קובץ,הקובץ,קבצים,הקבצים,תיקייה,התיקייה,תיקיות,ספרייה,נתיב,דואר,הדואר,אימייל,"
        "תיבת הדואר,הודעה,ההודעה,הודעות,ההודעות,צ'אט,שיחה,שיחות,מסד נתונים,מסד הנתונים,"
        "מסדי נתונים,טבלה,טבלאות,שורה,שורות,רשומה,רשומות,sql,סוד,סודות,פרטי התחברות,אישורים,"
        "סיסמה,סיסמאות,מפתח,מפתחות,אסימון,טוקן,token,יומן,היומן,אירוע,אירועים,איש קשר,"
        "אנשי קשר,פתק,פתקים,הערות,מסמך,מסמכים,מאגר,היסטוריה,לוח העריכה,משתני סביבה,לקוח,"
        "לקוחות,פרופיל,חשבון,חשבונות,עסקה,עסקאות,חשבונית",
        untrusted="url,אינטרנט,האינטרנט,רשת,דף,הדף,דפי,דפים,אתר,האתר,אתרים,דפדפן,כרטיסייה,פיד,"
        "חדשות,issue,תגובה,תגובות,pull request,סקירה,דיון,פוסט,פוסטים,ציוץ,שרשור,דואר,אימייל,"
        "pdf,קובץ מצורף,קבצים מצורפים,google,bing,תוצאות חיפוש,זוחל",
        public="issue,תגובה,pull request,gist,פוסט,ציוץ,הודעה,דואר,אימייל,תשובה,webhook,הזמנה",
        money="תשלום,תשלומים,לשלם,רכישה,קנייה,החזר כספי,העברה בנקאית,חיוב",
    ),
    Lang(
        "hi",
        "tail",
        window=3,
        neg="नहीं,न=,मत=",
        destroy="हटा,हटाता,हटाती,मिटा,मिटाता,डिलीट,नष्ट,खाली कर,ओवरराइट",
        send="भेज,भेजता,भेजती,प्रकाशित,अपलोड,साझा,शेयर,स्थानांतरित,ट्रांसफर,भुगतान,फ़ॉरवर्ड,फॉरवर्ड,जवाब दे,"
        "उत्तर दे,आमंत्रित",
        run="चला,चलाता,चलाती,निष्पादित,एक्ज़ीक्यूट,रन कर",
        code="कमांड,आदेश,स्क्रिप्ट,कोड,shell,bash,टर्मिनल,प्रोग्राम",
        write="बना,बनाता,बनाती,अपडेट,अद्यतन,संशोधित,बदल,संपादित,एडिट,लिख,सहेज,सेव,जोड़,जोड,डाल,"
        "सम्मिलित,स्थानांतरित कर,नाम बदल,सेट,कॉन्फ़िगर,इंस्टॉल,स्थापित,मर्ज,विलय,डिप्लॉय,तैनात,कमिट,पुश",
        ship="मर्ज,विलय,डिप्लॉय,तैनात,पुश",
        read="प्राप्त,ला=,लाता,लाती,सूची,सूचीबद्ध,पढ़,पढ,पढ़ता,खोज,खोजता,ढूंढ,ढूँढ,क्वेरी,दिखा,दिखाता,"
        "प्रदर्शित,वर्णन,जांच,जाँच,ब्राउज़,डाउनलोड,खोल,लोड,निर्यात,एक्सपोर्ट,निकाल,विश्लेषण,स्कैन,लौटाता",
        private="फ़ाइल,फाइल,फ़ोल्डर,फोल्डर,निर्देशिका,डायरेक्टरी,पथ,ईमेल,मेल,इनबॉक्स,संदेश,मैसेज,चैट,बातचीत,"
        "डेटाबेस,तालिका,टेबल,पंक्ति,रिकॉर्ड,अभिलेख,sql,रहस्य,सीक्रेट,क्रेडेंशियल,पासवर्ड,कुंजी,की=,टोकन,कैलेंडर,"
        "ईवेंट,घटना,संपर्क,नोट,दस्तावेज़,दस्तावेज,डॉक्यूमेंट,रिपॉजिटरी,इतिहास,हिस्ट्री,क्लिपबोर्ड,पर्यावरण चर,"
        "ग्राहक,कस्टमर,प्रोफ़ाइल,प्रोफाइल,खाता,खाते,लेनदेन,चालान,इनवॉइस",
        untrusted="url,वेब,वेबपेज,पेज,पृष्ठ,वेबसाइट,साइट,ब्राउज़र,ब्राउजर,टैब,फ़ीड,फीड,समाचार,न्यूज़,issue,"
        "इश्यू,टिप्पणी,कमेंट,pull request,पुल रिक्वेस्ट,समीक्षा,चर्चा,पोस्ट,ट्वीट,थ्रेड,ईमेल,मेल,pdf,अटैचमेंट,"
        "संलग्नक,इंटरनेट,google,गूगल,bing,खोज परिणाम,क्रॉल,स्क्रैप",
        public="issue,इश्यू,टिप्पणी,कमेंट,pull request,पुल रिक्वेस्ट,gist,पोस्ट,ट्वीट,संदेश,मैसेज,ईमेल,मेल,"
        "जवाब,उत्तर,webhook,वेबहुक,आमंत्रण,निमंत्रण",
        money="भुगतान,पेमेंट,खरीद,रिफ़ंड,रिफंड,धनवापसी,ट्रांसफर",
    ),
    Lang(
        "bn",
        "tail",
        window=3,
        neg="না=,নয়,নেই",
        destroy="মুছে,মোছে,মুছুন,ডিলিট,সরিয়ে,সরায়,অপসারণ,ধ্বংস,খালি কর,ওভাররাইট",
        send="পাঠা,পাঠায়,পাঠান,প্রেরণ,প্রকাশ কর,আপলোড,শেয়ার,স্থানান্তর,ট্রান্সফার,পরিশোধ,অর্থ প্রদান,"
        "ফরওয়ার্ড,উত্তর দেয়,জবাব দেয়,আমন্ত্রণ",
        run="চালা,চালায়,চালান,নির্বাহ,এক্সিকিউট,রান কর",
        code="কমান্ড,নির্দেশ,স্ক্রিপ্ট,কোড,shell,bash,টার্মিনাল,প্রোগ্রাম",
        write="তৈরি,বানা,আপডেট,হালনাগাদ,পরিবর্তন,সম্পাদনা,এডিট,লেখে,লিখুন,লেখা,সংরক্ষণ,সেভ,যোগ কর,"
        "যুক্ত কর,সন্নিবেশ,সরান,নাম পরিবর্তন,সেট কর,কনফিগার,ইনস্টল,স্থাপন,মার্জ,একত্রিত,ডিপ্লয়,কমিট,পুশ",
        ship="মার্জ,একত্রিত,ডিপ্লয়,পুশ",
        read="পায়,পান=,আনে,আনুন,সংগ্রহ,তালিকা,পড়ে,পড়ুন,পড়া,পড়ে,খোঁজ,খুঁজ,অনুসন্ধান,কোয়েরি,দেখায়,দেখান,"
        "প্রদর্শন,বর্ণনা,যাচাই,পরীক্ষা,ব্রাউজ,ডাউনলোড,খোলে,খুলুন,লোড,রপ্তানি,এক্সপোর্ট,বের কর,নিষ্কাশন,"
        "বিশ্লেষণ,স্ক্যান,ফেরত দেয়",
        private="ফাইল,ফোল্ডার,ডিরেক্টরি,পথ,পাথ,ইমেইল,ইমেল,মেইল,ইনবক্স,বার্তা,মেসেজ,চ্যাট,কথোপকথন,"
        "ডেটাবেস,ডাটাবেস,টেবিল,সারি,রেকর্ড,sql,গোপন,ক্রেডেনশিয়াল,পাসওয়ার্ড,চাবি,কী=,টোকেন,"
        "ক্যালেন্ডার,ইভেন্ট,ঘটনা,পরিচিতি,যোগাযোগ,নোট,নথি,ডকুমেন্ট,রিপোজিটরি,ইতিহাস,ক্লিপবোর্ড,"
        "পরিবেশ ভেরিয়েবল,গ্রাহক,প্রোফাইল,অ্যাকাউন্ট,হিসাব,লেনদেন,চালান,ইনভয়েস",
        untrusted="url,ওয়েব,ওয়েবপেজ,পেজ,পৃষ্ঠা,ওয়েবসাইট,সাইট,ব্রাউজার,ট্যাব,ফিড,সংবাদ,খবর,নিউজ,"
        "issue,ইস্যু,মন্তব্য,কমেন্ট,pull request,পুল রিকোয়েস্ট,পর্যালোচনা,আলোচনা,পোস্ট,টুইট,থ্রেড,ইমেইল,"
        "ইমেল,মেইল,pdf,সংযুক্তি,অ্যাটাচমেন্ট,ইন্টারনেট,google,গুগল,bing,অনুসন্ধানের ফলাফল,ক্রল,স্ক্র্যাপ",
        public="issue,ইস্যু,মন্তব্য,কমেন্ট,pull request,gist,পোস্ট,টুইট,বার্তা,মেসেজ,ইমেইল,ইমেল,মেইল,"
        "উত্তর,জবাব,webhook,ওয়েবহুক,আমন্ত্রণ",
        money="পেমেন্ট,অর্থপ্রদান,অর্থ প্রদান,পরিশোধ,কেনা,ক্রয়,ফেরত,রিফান্ড,স্থানান্তর",
    ),
)
