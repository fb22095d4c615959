/**
 * OUR TRANSCRIPTION of the structure of the payment complement "Pagos 2.0" (namespace
 * http://www.sat.gob.mx/Pagos20) — not SAT's Pagos20.xsd.
 *
 * As with cfdi40-structure.xsd.ts (decision 048), SAT's file cannot be reached from this machine and is not
 * copied from anywhere: this was written for this product from the published rules of the complement (its
 * filling guide in Anexo 20): Pagos (Version 2.0) holding Totales then one or more Pago; a Pago (FechaPago,
 * FormaDePagoP other than 99, MonedaP, TipoCambioP, Monto) holding one or more DoctoRelacionado then
 * ImpuestosP; a DoctoRelacionado (IdDocumento a UUID, Serie, Folio, MonedaDR, EquivalenciaDR,
 * NumParcialidad, ImpSaldoAnt, ImpPagado, ImpSaldoInsoluto, ObjetoImpDR) with its ImpuestosDR. Amounts are
 * t_Importe-like (up to 6 decimals, not negative; ImpSaldoAnt and ImpPagado above zero). Attributes the product
 * never writes (the payer's and payee's bank accounts, the chain of a SPEI transfer) are declared with
 * their shape only. It is imported by our CFDI 4.0 transcription, whose Complemento validates the elements
 * it knows (processContents lax). Decision 048, addendum.
 */
export const PAGOS20_STRUCTURE_XSD = `<?xml version="1.0" encoding="UTF-8"?>
<!-- Garage product: our transcription of the Pagos 2.0 structure. NOT the official SAT schema. -->
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"
           xmlns:pago20="http://www.sat.gob.mx/Pagos20"
           targetNamespace="http://www.sat.gob.mx/Pagos20"
           elementFormDefault="qualified" attributeFormDefault="unqualified">

  <xs:simpleType name="Amount">
    <xs:restriction base="xs:decimal">
      <xs:fractionDigits value="6"/>
      <xs:minInclusive value="0"/>
      <xs:whiteSpace value="collapse"/>
      <xs:pattern value="[0-9]{1,18}(\\.[0-9]{1,6})?"/>
    </xs:restriction>
  </xs:simpleType>
  <xs:simpleType name="PositiveAmount">
    <xs:restriction base="pago20:Amount"><xs:minExclusive value="0"/></xs:restriction>
  </xs:simpleType>
  <xs:simpleType name="Rate">
    <xs:restriction base="xs:decimal">
      <xs:fractionDigits value="6"/>
      <xs:minInclusive value="0"/>
      <xs:pattern value="[0-9]{1,2}\\.[0-9]{6}"/>
    </xs:restriction>
  </xs:simpleType>
  <xs:simpleType name="Uuid">
    <xs:restriction base="xs:string">
      <xs:pattern value="[a-fA-F0-9]{8}-[a-fA-F0-9]{4}-[a-fA-F0-9]{4}-[a-fA-F0-9]{4}-[a-fA-F0-9]{12}"/>
    </xs:restriction>
  </xs:simpleType>
  <xs:simpleType name="LocalDateTime">
    <xs:restriction base="xs:dateTime">
      <xs:pattern value="20[0-9]{2}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]"/>
    </xs:restriction>
  </xs:simpleType>
  <xs:simpleType name="Text">
    <xs:restriction base="xs:string">
      <xs:minLength value="1"/>
      <xs:whiteSpace value="collapse"/>
      <xs:pattern value="[^|]+"/>
    </xs:restriction>
  </xs:simpleType>
  <!-- c_FormaPago without 99 "Por definir": a payment says how it was paid. -->
  <xs:simpleType name="PaymentForm">
    <xs:restriction base="xs:string"><xs:pattern value="0[1-6]|08|1[2-5]|17|2[3-9]|3[01]"/></xs:restriction>
  </xs:simpleType>
  <xs:simpleType name="Currency">
    <xs:restriction base="xs:string"><xs:pattern value="[A-Z]{3}"/></xs:restriction>
  </xs:simpleType>
  <xs:simpleType name="TaxKind">
    <xs:restriction base="xs:string">
      <xs:enumeration value="001"/><xs:enumeration value="002"/><xs:enumeration value="003"/>
    </xs:restriction>
  </xs:simpleType>
  <xs:simpleType name="FactorKind">
    <xs:restriction base="xs:string">
      <xs:enumeration value="Tasa"/><xs:enumeration value="Cuota"/><xs:enumeration value="Exento"/>
    </xs:restriction>
  </xs:simpleType>
  <xs:simpleType name="TaxObject">
    <xs:restriction base="xs:string"><xs:pattern value="0[1-8]"/></xs:restriction>
  </xs:simpleType>
  <xs:simpleType name="ExchangeRate">
    <xs:restriction base="xs:decimal"><xs:fractionDigits value="6"/><xs:minInclusive value="0.000001"/></xs:restriction>
  </xs:simpleType>
  <xs:simpleType name="Equivalence">
    <xs:restriction base="xs:decimal"><xs:fractionDigits value="10"/><xs:minInclusive value="0.0000000001"/></xs:restriction>
  </xs:simpleType>

  <xs:element name="Pagos">
    <xs:complexType>
      <xs:sequence>
        <xs:element name="Totales">
          <xs:complexType>
            <xs:attribute name="TotalRetencionesIVA" type="pago20:Amount" use="optional"/>
            <xs:attribute name="TotalRetencionesISR" type="pago20:Amount" use="optional"/>
            <xs:attribute name="TotalRetencionesIEPS" type="pago20:Amount" use="optional"/>
            <xs:attribute name="TotalTrasladosBaseIVA16" type="pago20:Amount" use="optional"/>
            <xs:attribute name="TotalTrasladosImpuestoIVA16" type="pago20:Amount" use="optional"/>
            <xs:attribute name="TotalTrasladosBaseIVA8" type="pago20:Amount" use="optional"/>
            <xs:attribute name="TotalTrasladosImpuestoIVA8" type="pago20:Amount" use="optional"/>
            <xs:attribute name="TotalTrasladosBaseIVA0" type="pago20:Amount" use="optional"/>
            <xs:attribute name="TotalTrasladosImpuestoIVA0" type="pago20:Amount" use="optional"/>
            <xs:attribute name="TotalTrasladosBaseIVAExento" type="pago20:Amount" use="optional"/>
            <xs:attribute name="MontoTotalPagos" type="pago20:PositiveAmount" use="required"/>
          </xs:complexType>
        </xs:element>
        <xs:element name="Pago" maxOccurs="unbounded">
          <xs:complexType>
            <xs:sequence>
              <xs:element name="DoctoRelacionado" maxOccurs="unbounded">
                <xs:complexType>
                  <xs:sequence>
                    <xs:element name="ImpuestosDR" minOccurs="0">
                      <xs:complexType>
                        <xs:sequence>
                          <xs:element name="RetencionesDR" minOccurs="0">
                            <xs:complexType><xs:sequence>
                              <xs:element name="RetencionDR" maxOccurs="unbounded">
                                <xs:complexType>
                                  <xs:attribute name="BaseDR" type="pago20:PositiveAmount" use="required"/>
                                  <xs:attribute name="ImpuestoDR" type="pago20:TaxKind" use="required"/>
                                  <xs:attribute name="TipoFactorDR" type="pago20:FactorKind" use="required"/>
                                  <xs:attribute name="TasaOCuotaDR" type="pago20:Rate" use="required"/>
                                  <xs:attribute name="ImporteDR" type="pago20:Amount" use="required"/>
                                </xs:complexType>
                              </xs:element>
                            </xs:sequence></xs:complexType>
                          </xs:element>
                          <xs:element name="TrasladosDR" minOccurs="0">
                            <xs:complexType><xs:sequence>
                              <xs:element name="TrasladoDR" maxOccurs="unbounded">
                                <xs:complexType>
                                  <xs:attribute name="BaseDR" type="pago20:Amount" use="required"/>
                                  <xs:attribute name="ImpuestoDR" type="pago20:TaxKind" use="required"/>
                                  <xs:attribute name="TipoFactorDR" type="pago20:FactorKind" use="required"/>
                                  <xs:attribute name="TasaOCuotaDR" type="pago20:Rate" use="optional"/>
                                  <xs:attribute name="ImporteDR" type="pago20:Amount" use="optional"/>
                                </xs:complexType>
                              </xs:element>
                            </xs:sequence></xs:complexType>
                          </xs:element>
                        </xs:sequence>
                      </xs:complexType>
                    </xs:element>
                  </xs:sequence>
                  <xs:attribute name="IdDocumento" type="pago20:Uuid" use="required"/>
                  <xs:attribute name="Serie" use="optional"><xs:simpleType><xs:restriction base="pago20:Text"><xs:maxLength value="25"/></xs:restriction></xs:simpleType></xs:attribute>
                  <xs:attribute name="Folio" use="optional"><xs:simpleType><xs:restriction base="pago20:Text"><xs:maxLength value="40"/></xs:restriction></xs:simpleType></xs:attribute>
                  <xs:attribute name="MonedaDR" type="pago20:Currency" use="required"/>
                  <xs:attribute name="EquivalenciaDR" type="pago20:Equivalence" use="optional"/>
                  <xs:attribute name="NumParcialidad" use="required">
                    <xs:simpleType><xs:restriction base="xs:integer"><xs:pattern value="[1-9][0-9]{0,2}"/></xs:restriction></xs:simpleType>
                  </xs:attribute>
                  <xs:attribute name="ImpSaldoAnt" type="pago20:PositiveAmount" use="required"/>
                  <xs:attribute name="ImpPagado" type="pago20:PositiveAmount" use="required"/>
                  <xs:attribute name="ImpSaldoInsoluto" type="pago20:Amount" use="required"/>
                  <xs:attribute name="ObjetoImpDR" type="pago20:TaxObject" use="required"/>
                </xs:complexType>
              </xs:element>
              <xs:element name="ImpuestosP" minOccurs="0">
                <xs:complexType>
                  <xs:sequence>
                    <xs:element name="RetencionesP" minOccurs="0">
                      <xs:complexType><xs:sequence>
                        <xs:element name="RetencionP" maxOccurs="unbounded">
                          <xs:complexType>
                            <xs:attribute name="ImpuestoP" type="pago20:TaxKind" use="required"/>
                            <xs:attribute name="ImporteP" type="pago20:Amount" use="required"/>
                          </xs:complexType>
                        </xs:element>
                      </xs:sequence></xs:complexType>
                    </xs:element>
                    <xs:element name="TrasladosP" minOccurs="0">
                      <xs:complexType><xs:sequence>
                        <xs:element name="TrasladoP" maxOccurs="unbounded">
                          <xs:complexType>
                            <xs:attribute name="BaseP" type="pago20:Amount" use="required"/>
                            <xs:attribute name="ImpuestoP" type="pago20:TaxKind" use="required"/>
                            <xs:attribute name="TipoFactorP" type="pago20:FactorKind" use="required"/>
                            <xs:attribute name="TasaOCuotaP" type="pago20:Rate" use="optional"/>
                            <xs:attribute name="ImporteP" type="pago20:Amount" use="optional"/>
                          </xs:complexType>
                        </xs:element>
                      </xs:sequence></xs:complexType>
                    </xs:element>
                  </xs:sequence>
                </xs:complexType>
              </xs:element>
            </xs:sequence>
            <xs:attribute name="FechaPago" type="pago20:LocalDateTime" use="required"/>
            <xs:attribute name="FormaDePagoP" type="pago20:PaymentForm" use="required"/>
            <xs:attribute name="MonedaP" type="pago20:Currency" use="required"/>
            <xs:attribute name="TipoCambioP" type="pago20:ExchangeRate" use="optional"/>
            <xs:attribute name="Monto" type="pago20:PositiveAmount" use="required"/>
            <xs:attribute name="NumOperacion" use="optional"><xs:simpleType><xs:restriction base="pago20:Text"><xs:maxLength value="100"/></xs:restriction></xs:simpleType></xs:attribute>
            <xs:attribute name="RfcEmisorCtaOrd" type="xs:string" use="optional"/>
            <xs:attribute name="NomBancoOrdExt" type="xs:string" use="optional"/>
            <xs:attribute name="CtaOrdenante" type="xs:string" use="optional"/>
            <xs:attribute name="RfcEmisorCtaBen" type="xs:string" use="optional"/>
            <xs:attribute name="CtaBeneficiario" type="xs:string" use="optional"/>
            <xs:attribute name="TipoCadPago" type="xs:string" use="optional"/>
            <xs:attribute name="CertPago" type="xs:base64Binary" use="optional"/>
            <xs:attribute name="CadPago" type="xs:string" use="optional"/>
            <xs:attribute name="SelloPago" type="xs:base64Binary" use="optional"/>
          </xs:complexType>
        </xs:element>
      </xs:sequence>
      <xs:attribute name="Version" type="xs:string" use="required" fixed="2.0"/>
    </xs:complexType>
  </xs:element>
</xs:schema>
`;
