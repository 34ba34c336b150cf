"""Portuguese phrasing (see the package docstring for the entry shorthands)."""

from __future__ import annotations

from rune.text.lexicon import Lexicon

LEXICON = Lexicon(
    lang="pt",
    override=(
        r"(?:ignore|ignora|ignorar|esqueça|esqueca|esquece|esquecer|desconsidere"
        r"|desconsiderar) (?:todas )?(?:as )?(?:suas )?(?:instruções|instrucoes|regras"
        r"|orientações|diretrizes) (?:anteriores|prévias|previas|originais|do sistema)",
        r"(?:desative|desativa|desativar|contorne|contornar) (?:todos |todas )?(?:os |as )?"
        r"(?:filtros|controles|restrições|proteções) de segurança",
    ),
    role=(
        r"agora você é (?:um|uma|o|a)",
        r"agora voce e (?:um|uma|o|a)",
        r"a partir de agora,? (?:você|voce|sempre|ignore)",
        r"modo (?:desenvolvedor|dan|sem restrições)",
        r"novas instruções ?:",
    ),
    impersonation=(r"mensagem importante do usuário para você",),
    conceal=(
        r"não (?:diga|mencione|informe|conte|revele|notifique) (?:nada )?(?:isso |isto )?"
        r"(?:ao usuário|ao usuario|a ninguém|a ninguem)",
        r"não (?:diga|mencione|revele) (?:que|isso|isto)",
        r"sem (?:que o usuário (?:saiba|perceba)|informar o usuário|avisar o usuário"
        r"|o conhecimento do usuário|contar ao usuário)",
        r"o usuário (?:nunca|não) (?:deve|pode) (?:saber|descobrir|perceber)",
        r"(?:mantenha|mantém) isso (?:em segredo|entre nós)",
        r"(?:secretamente|silenciosamente) (?:envie|envia|encaminhe|copie|carregue)",
    ),
    send_verbs=(
        r"envi(?:e|a|ar|ando|ado)",
        r"mand(?:e|a|ar)",
        r"encaminh(?:e|a|ar)",
        r"carreg(?:ue|a|ar) para",
        r"transmit(?:a|e|ir)",
        r"compartilh(?:e|a|ar)",
        r"publi(?:que|ca|car)",
        r"copi(?:e|a|ar)",
    ),
    hostile_verbs=(r"exfiltr(?:e|a|ar)", r"roub(?:e|a|ar)"),
    secrets=(
        r"chaves? (?:de |da )?api",
        r"api~keys?",
        r"senhas?",
        r"credenciais",
        r"tokens? de (?:acesso|autenticação)",
        r"chaves? (?:privadas?|secretas?|ssh)",
        r"arquivo \.env",
        r"variáveis de ambiente",
    ),
    system_prompt=(r"(?:prompt|mensagem|instruções) do sistema", r"system~prompt"),
    instruments=(r"com", r"usando", r"utilizando", r"através"),
    local_words=(r"arquivo", r"ficheiro", r"pasta", r"diretório", r"local"),
    read_verbs=(
        r"leia|lê|ler|lendo",
        r"abra|abrir",
        r"acesse|acessar|aceda",
        r"carregue|carregar",
        r"inclua|incluir",
        r"conteúdo de|conteudo de",
        r"copie|copiar",
    ),
    negations=(r"não", r"nao", r"nunca", r"sem", r"evite"),
    preference=(
        r"(?:use|utilize|escolha) sempre esta ferramenta",
        r"sempre (?:use|utilize|escolha) esta ferramenta",
        r"a melhor ferramenta do mundo",
        r"em vez de qualquer outra (?:ferramenta)?",
        r"ignore todas as outras ferramentas",
    ),
)
