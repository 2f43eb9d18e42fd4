-- The starting list of countries: the union of the specification's lists.
INSERT INTO "countries" ("iso_code", "name", "tax_rate", "status", "advantages", "sectors", "compliance_score", "notes") VALUES
('MT', 'Malta', 35.00, 'active', ARRAY['Rimborso d''imposta fino a 6/7 per i soci non residenti', 'Membro UE con ampia rete di trattati', 'Regime favorevole per gaming e fintech'], ARRAY['Gaming', 'Fintech', 'Holding'], 88, 'Verificare la sostanza locale per il rimborso d''imposta.'),
('CY', 'Cipro', 12.50, 'active', ARRAY['Aliquota societaria del 12,5%', 'Nessuna ritenuta sui dividendi ai non residenti', 'IP box con aliquota effettiva ridotta'], ARRAY['Holding', 'Shipping', 'Proprietà intellettuale'], 86, 'Nuove regole di sostanza dal 2026.'),
('AE', 'Emirati Arabi Uniti', 9.00, 'active', ARRAY['Free zone con esenzioni fino al 100%', 'Nessuna imposta sul reddito personale', 'Rimpatrio integrale degli utili'], ARRAY['Trading', 'Consulenza', 'E-commerce'], 90, 'Dubai (UAE): corporate tax al 9% oltre 375.000 AED.'),
('RO', 'Romania', 16.00, 'active', ARRAY['Microimpresa con imposta dell''1-3% sul fatturato', 'Costi operativi contenuti', 'Membro UE'], ARRAY['IT', 'Outsourcing', 'Manifattura'], 80, NULL),
('US', 'Stati Uniti', 21.00, 'active', ARRAY['LLC trasparente per i non residenti', 'Costituzione rapida in Delaware e Wyoming', 'Accesso al sistema bancario americano'], ARRAY['E-commerce', 'Software', 'Consulenza'], 92, 'LLC: deposito BOI entro 60 giorni dalla costituzione.'),
('GB', 'Regno Unito', 25.00, 'active', ARRAY['Costituzione online in 24 ore', 'Ampia rete di trattati contro le doppie imposizioni', 'Sistema giuridico di common law'], ARRAY['Finanza', 'Servizi professionali', 'E-commerce'], 89, NULL),
('HK', 'Hong Kong', 16.50, 'active', ARRAY['Tassazione territoriale', 'Nessuna IVA', 'Porta d''accesso ai mercati asiatici'], ARRAY['Trading', 'Logistica', 'Finanza'], 84, 'Esenzione offshore soggetta a verifica della sostanza.'),
('PT', 'Portogallo', 21.00, 'active', ARRAY['Regime Madeira con aliquota del 5%', 'Membro UE', 'Buona rete di trattati'], ARRAY['Servizi', 'Turismo', 'Tecnologia'], 85, NULL),
('IE', 'Irlanda', 12.50, 'active', ARRAY['Aliquota del 12,5% sul reddito d''impresa', 'Hub europeo per le società tecnologiche', 'Knowledge Development Box'], ARRAY['Tecnologia', 'Farmaceutico', 'Finanza'], 91, NULL),
('EE', 'Estonia', 22.00, 'active', ARRAY['Imposta solo sugli utili distribuiti', 'e-Residency e gestione interamente online', 'Membro UE'], ARRAY['Startup', 'Software', 'E-commerce'], 87, NULL),
('BG', 'Bulgaria', 10.00, 'review', ARRAY['Aliquota societaria del 10%', 'Costi di gestione bassi', 'Membro UE'], ARRAY['Outsourcing', 'IT', 'Manifattura'], 78, NULL),
('PL', 'Polonia', 19.00, 'monitoring', ARRAY['Estonian CIT per le PMI', 'Grande mercato interno', 'Zone economiche speciali'], ARRAY['Manifattura', 'Logistica', 'IT'], 79, NULL),
('CZ', 'Repubblica Ceca', 21.00, 'monitoring', ARRAY['Posizione centrale in Europa', 'Manodopera qualificata', 'Membro UE'], ARRAY['Manifattura', 'Automotive', 'IT'], 80, NULL),
('SK', 'Slovacchia', 21.00, 'monitoring', ARRAY['Aliquota ridotta per le piccole imprese', 'Membro dell''eurozona', 'Incentivi agli investimenti'], ARRAY['Automotive', 'Manifattura', 'Servizi'], 77, NULL),
('LT', 'Lituania', 16.00, 'review', ARRAY['Licenze fintech rapide', 'Aliquota ridotta per le piccole imprese', 'Membro dell''eurozona'], ARRAY['Fintech', 'IT', 'Logistica'], 82, NULL),
('NL', 'Olanda', 25.80, 'active', ARRAY['Ampia rete di trattati', 'Regime di participation exemption', 'Hub logistico europeo'], ARRAY['Holding', 'Logistica', 'Finanza'], 90, NULL),
('CH', 'Svizzera', 14.60, 'active', ARRAY['Aliquote cantonali competitive', 'Stabilità politica e finanziaria', 'Settore bancario di primo piano'], ARRAY['Finanza', 'Trading', 'Holding'], 93, NULL)
ON CONFLICT ("iso_code") DO NOTHING;
