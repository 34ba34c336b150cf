"""Capability vocabulary of the languages written in Latin script: Spanish,
Portuguese, French, Italian, Romanian, German, Dutch, Indonesian, Vietnamese,
Polish, Czech and Turkish (listed with the others in
:mod:`rune.rules._capabilities_langs`)."""

from __future__ import annotations

from rune.rules._capabilities_lang import Lang

LATIN_SCRIPT: tuple[Lang, ...] = (
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
)
