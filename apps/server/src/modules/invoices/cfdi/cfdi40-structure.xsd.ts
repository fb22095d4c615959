/**
 * OUR TRANSCRIPTION of the structure of CFDI 4.0 — not SAT's cfdv40.xsd, tdCFDI.xsd or catCFDI.xsd.
 *
 * SAT publishes the official schema at sat.gob.mx, which this machine cannot reach, and the schema files are
 * not on npm; we do not copy them from anywhere. This file was written for this product from the published
 * rules of Anexo 20 (version 4.0): the elements and their order, the required attributes, the patterns of
 * RFC, dates, postal codes and amounts (t_Importe: up to 6 decimals, not negative), and the catalogue values
 * the product writes (c_TipoDeComprobante, c_Exportacion, c_MetodoPago, c_FormaPago, c_RegimenFiscal,
 * c_UsoCFDI, c_ObjetoImp, c_Impuesto, c_TipoFactor). Long catalogues (c_ClaveProdServ, c_ClaveUnidad,
 * c_Moneda, c_CodigoPostal) are checked by shape only. Nodes the product never writes (Parte, CuentaPredial,
 * InformacionAduanera, ACuentaTerceros, ComplementoConcepto) are accepted without their inner rules.
 *
 * Types I (ingreso), E (egreso: a credit note, with CfdiRelacionados) and P (pago: SubTotal and Total 0,
 * Moneda XXX, one Concepto "Pago", no FormaPago/MetodoPago/Impuestos) share this structure; the rules that
 * depend on the type (what P must state) cannot be said in XSD 1.0 and are the builders' (cfdi.ts,
 * cfdi-pagos.ts). The payment complement's namespace (Pagos 2.0) is imported from our transcription of it
 * (pagos20-structure.xsd.ts), so a Complemento holding pago20:Pagos is checked too; the
 * TimbreFiscalDigital a PAC adds is left unchecked (open content).
 *
 * When an operator puts SAT's official files in CFDI_XSD_DIR, validate-cfdi.ts uses them instead
 * (decision 048).
 */
export const CFDI40_STRUCTURE_XSD = `<?xml version="1.0" encoding="UTF-8"?>
<!-- Garage product: our transcription of the CFDI 4.0 structure from Anexo 20. NOT the official SAT schema. -->
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"
           xmlns:cfdi="http://www.sat.gob.mx/cfd/4"
           targetNamespace="http://www.sat.gob.mx/cfd/4"
           elementFormDefault="qualified" attributeFormDefault="unqualified">

  <!-- The payment complement (our transcription, pagos20-structure.xsd.ts), checked inside Complemento. -->
  <xs:import namespace="http://www.sat.gob.mx/Pagos20" schemaLocation="pagos20-structure.xsd"/>

  <!-- Shapes of values -->
  <xs:simpleType name="Amount">
    <xs:restriction base="xs:decimal">
      <xs:fractionDigits value="6"/>
      <xs:minInclusive value="0"/>
      <xs:whiteSpace value="collapse"/>
      <xs:pattern value="[0-9]{1,18}(\\.[0-9]{1,6})?"/>
    </xs:restriction>
  </xs:simpleType>
  <xs:simpleType name="Rate">
    <xs:restriction base="xs:decimal">
      <xs:fractionDigits value="6"/>
      <xs:minInclusive value="0"/>
      <xs:pattern value="[0-9]{1,2}\\.[0-9]{6}"/>
    </xs:restriction>
  </xs:simpleType>
  <xs:simpleType name="Quantity">
    <xs:restriction base="xs:decimal">
      <xs:fractionDigits value="6"/>
      <xs:minInclusive value="0.000001"/>
      <xs:whiteSpace value="collapse"/>
    </xs:restriction>
  </xs:simpleType>
  <xs:simpleType name="TaxId">
    <xs:restriction base="xs:string">
      <xs:minLength value="12"/>
      <xs:maxLength value="13"/>
      <xs:whiteSpace value="collapse"/>
      <xs:pattern value="[A-Z&amp;Ñ]{3,4}[0-9]{2}(0[1-9]|1[0-2])(0[1-9]|[12][0-9]|3[01])[A-Z0-9]{2}[0-9A]"/>
    </xs:restriction>
  </xs:simpleType>
  <xs:simpleType name="LocalDateTime">
    <xs:restriction base="xs:dateTime">
      <xs:pattern value="20[0-9]{2}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]"/>
    </xs:restriction>
  </xs:simpleType>
  <xs:simpleType name="PostalCode">
    <xs:restriction base="xs:string"><xs:pattern value="[0-9]{5}"/></xs:restriction>
  </xs:simpleType>
  <xs:simpleType name="Text">
    <xs:restriction base="xs:string">
      <xs:minLength value="1"/>
      <xs:whiteSpace value="collapse"/>
      <xs:pattern value="[^|]+"/>
    </xs:restriction>
  </xs:simpleType>
  <xs:simpleType name="Name">
    <xs:restriction base="cfdi:Text"><xs:maxLength value="300"/></xs:restriction>
  </xs:simpleType>
  <xs:simpleType name="Description">
    <xs:restriction base="cfdi:Text"><xs:maxLength value="1000"/></xs:restriction>
  </xs:simpleType>

  <!-- Catalogue values the product writes -->
  <xs:simpleType name="VoucherType">
    <xs:restriction base="xs:string">
      <xs:enumeration value="I"/><xs:enumeration value="E"/><xs:enumeration value="T"/>
      <xs:enumeration value="N"/><xs:enumeration value="P"/>
    </xs:restriction>
  </xs:simpleType>
  <xs:simpleType name="ExportKind">
    <xs:restriction base="xs:string"><xs:pattern value="0[1-4]"/></xs:restriction>
  </xs:simpleType>
  <xs:simpleType name="PaymentMethod">
    <xs:restriction base="xs:string"><xs:enumeration value="PUE"/><xs:enumeration value="PPD"/></xs:restriction>
  </xs:simpleType>
  <xs:simpleType name="PaymentForm">
    <xs:restriction base="xs:string">
      <xs:pattern value="0[1-6]|08|1[2-5]|17|2[3-9]|3[01]|99"/>
    </xs:restriction>
  </xs:simpleType>
  <xs:simpleType name="TaxRegime">
    <xs:restriction base="xs:string">
      <xs:pattern value="60[135678]|61[0124-6]|62[0-6]"/>
    </xs:restriction>
  </xs:simpleType>
  <xs:simpleType name="UseOfVoucher">
    <xs:restriction base="xs:string">
      <xs:pattern value="G0[1-3]|I0[1-8]|D(0[1-9]|10)|S01|CP01|CN01"/>
    </xs:restriction>
  </xs:simpleType>
  <xs:simpleType name="TaxObject">
    <xs:restriction base="xs:string"><xs:pattern value="0[1-8]"/></xs:restriction>
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
  <xs:simpleType name="ProductKey">
    <xs:restriction base="xs:string"><xs:pattern value="[0-9]{8}"/></xs:restriction>
  </xs:simpleType>
  <xs:simpleType name="UnitKey">
    <xs:restriction base="xs:string"><xs:pattern value="[A-Z0-9]{1,3}"/></xs:restriction>
  </xs:simpleType>
  <xs:simpleType name="Currency">
    <xs:restriction base="xs:string"><xs:pattern value="[A-Z]{3}"/></xs:restriction>
  </xs:simpleType>

  <!-- Taxes of one line -->
  <xs:complexType name="LineTransfer">
    <xs:attribute name="Base" type="cfdi:Amount" use="required"/>
    <xs:attribute name="Impuesto" type="cfdi:TaxKind" use="required"/>
    <xs:attribute name="TipoFactor" type="cfdi:FactorKind" use="required"/>
    <xs:attribute name="TasaOCuota" type="cfdi:Rate" use="optional"/>
    <xs:attribute name="Importe" type="cfdi:Amount" use="optional"/>
  </xs:complexType>
  <xs:complexType name="LineWithholding">
    <xs:attribute name="Base" type="cfdi:Amount" use="required"/>
    <xs:attribute name="Impuesto" type="cfdi:TaxKind" use="required"/>
    <xs:attribute name="TipoFactor" type="cfdi:FactorKind" use="required"/>
    <xs:attribute name="TasaOCuota" type="cfdi:Rate" use="required"/>
    <xs:attribute name="Importe" type="cfdi:Amount" use="required"/>
  </xs:complexType>

  <xs:complexType name="Open">
    <xs:sequence><xs:any minOccurs="0" maxOccurs="unbounded" processContents="lax"/></xs:sequence>
    <xs:anyAttribute processContents="lax"/>
  </xs:complexType>

  <xs:element name="Comprobante">
    <xs:complexType>
      <xs:sequence>
        <xs:element name="InformacionGlobal" minOccurs="0">
          <xs:complexType>
            <xs:attribute name="Periodicidad" use="required"><xs:simpleType><xs:restriction base="xs:string"><xs:pattern value="0[1-5]"/></xs:restriction></xs:simpleType></xs:attribute>
            <xs:attribute name="Meses" use="required"><xs:simpleType><xs:restriction base="xs:string"><xs:pattern value="0[1-9]|1[0-8]"/></xs:restriction></xs:simpleType></xs:attribute>
            <xs:attribute name="Año" use="required"><xs:simpleType><xs:restriction base="xs:short"><xs:minInclusive value="2021"/></xs:restriction></xs:simpleType></xs:attribute>
          </xs:complexType>
        </xs:element>
        <xs:element name="CfdiRelacionados" minOccurs="0" maxOccurs="unbounded">
          <xs:complexType>
            <xs:sequence>
              <xs:element name="CfdiRelacionado" maxOccurs="unbounded">
                <xs:complexType>
                  <xs:attribute name="UUID" use="required">
                    <xs:simpleType><xs:restriction base="xs:string"><xs:pattern value="[a-fA-F0-9]{8}-[a-fA-F0-9]{4}-[a-fA-F0-9]{4}-[a-fA-F0-9]{4}-[a-fA-F0-9]{12}"/></xs:restriction></xs:simpleType>
                  </xs:attribute>
                </xs:complexType>
              </xs:element>
            </xs:sequence>
            <xs:attribute name="TipoRelacion" use="required"><xs:simpleType><xs:restriction base="xs:string"><xs:pattern value="0[1-9]"/></xs:restriction></xs:simpleType></xs:attribute>
          </xs:complexType>
        </xs:element>
        <xs:element name="Emisor">
          <xs:complexType>
            <xs:attribute name="Rfc" type="cfdi:TaxId" use="required"/>
            <xs:attribute name="Nombre" type="cfdi:Name" use="required"/>
            <xs:attribute name="RegimenFiscal" type="cfdi:TaxRegime" use="required"/>
            <xs:attribute name="FacAtrAdquirente" use="optional"><xs:simpleType><xs:restriction base="xs:string"><xs:pattern value="[0-9]{10}"/></xs:restriction></xs:simpleType></xs:attribute>
          </xs:complexType>
        </xs:element>
        <xs:element name="Receptor">
          <xs:complexType>
            <xs:attribute name="Rfc" type="cfdi:TaxId" use="required"/>
            <xs:attribute name="Nombre" type="cfdi:Name" use="required"/>
            <xs:attribute name="DomicilioFiscalReceptor" type="cfdi:PostalCode" use="required"/>
            <xs:attribute name="ResidenciaFiscal" type="xs:string" use="optional"/>
            <xs:attribute name="NumRegIdTrib" use="optional"><xs:simpleType><xs:restriction base="xs:string"><xs:minLength value="1"/><xs:maxLength value="40"/></xs:restriction></xs:simpleType></xs:attribute>
            <xs:attribute name="RegimenFiscalReceptor" type="cfdi:TaxRegime" use="required"/>
            <xs:attribute name="UsoCFDI" type="cfdi:UseOfVoucher" use="required"/>
          </xs:complexType>
        </xs:element>
        <xs:element name="Conceptos">
          <xs:complexType>
            <xs:sequence>
              <xs:element name="Concepto" maxOccurs="unbounded">
                <xs:complexType>
                  <xs:sequence>
                    <xs:element name="Impuestos" minOccurs="0">
                      <xs:complexType>
                        <xs:sequence>
                          <xs:element name="Traslados" minOccurs="0">
                            <xs:complexType><xs:sequence><xs:element name="Traslado" type="cfdi:LineTransfer" maxOccurs="unbounded"/></xs:sequence></xs:complexType>
                          </xs:element>
                          <xs:element name="Retenciones" minOccurs="0">
                            <xs:complexType><xs:sequence><xs:element name="Retencion" type="cfdi:LineWithholding" maxOccurs="unbounded"/></xs:sequence></xs:complexType>
                          </xs:element>
                        </xs:sequence>
                      </xs:complexType>
                    </xs:element>
                    <xs:element name="ACuentaTerceros" type="cfdi:Open" minOccurs="0"/>
                    <xs:element name="InformacionAduanera" type="cfdi:Open" minOccurs="0" maxOccurs="unbounded"/>
                    <xs:element name="CuentaPredial" type="cfdi:Open" minOccurs="0" maxOccurs="unbounded"/>
                    <xs:element name="ComplementoConcepto" type="cfdi:Open" minOccurs="0"/>
                    <xs:element name="Parte" type="cfdi:Open" minOccurs="0" maxOccurs="unbounded"/>
                  </xs:sequence>
                  <xs:attribute name="ClaveProdServ" type="cfdi:ProductKey" use="required"/>
                  <xs:attribute name="NoIdentificacion" use="optional"><xs:simpleType><xs:restriction base="cfdi:Text"><xs:maxLength value="100"/></xs:restriction></xs:simpleType></xs:attribute>
                  <xs:attribute name="Cantidad" type="cfdi:Quantity" use="required"/>
                  <xs:attribute name="ClaveUnidad" type="cfdi:UnitKey" use="required"/>
                  <xs:attribute name="Unidad" use="optional"><xs:simpleType><xs:restriction base="cfdi:Text"><xs:maxLength value="20"/></xs:restriction></xs:simpleType></xs:attribute>
                  <xs:attribute name="Descripcion" type="cfdi:Description" use="required"/>
                  <xs:attribute name="ValorUnitario" type="cfdi:Amount" use="required"/>
                  <xs:attribute name="Importe" type="cfdi:Amount" use="required"/>
                  <xs:attribute name="Descuento" type="cfdi:Amount" use="optional"/>
                  <xs:attribute name="ObjetoImp" type="cfdi:TaxObject" use="required"/>
                </xs:complexType>
              </xs:element>
            </xs:sequence>
          </xs:complexType>
        </xs:element>
        <xs:element name="Impuestos" minOccurs="0">
          <xs:complexType>
            <xs:sequence>
              <xs:element name="Retenciones" minOccurs="0">
                <xs:complexType>
                  <xs:sequence>
                    <xs:element name="Retencion" maxOccurs="unbounded">
                      <xs:complexType>
                        <xs:attribute name="Impuesto" type="cfdi:TaxKind" use="required"/>
                        <xs:attribute name="Importe" type="cfdi:Amount" use="required"/>
                      </xs:complexType>
                    </xs:element>
                  </xs:sequence>
                </xs:complexType>
              </xs:element>
              <xs:element name="Traslados" minOccurs="0">
                <xs:complexType><xs:sequence><xs:element name="Traslado" type="cfdi:LineTransfer" maxOccurs="unbounded"/></xs:sequence></xs:complexType>
              </xs:element>
            </xs:sequence>
            <xs:attribute name="TotalImpuestosRetenidos" type="cfdi:Amount" use="optional"/>
            <xs:attribute name="TotalImpuestosTrasladados" type="cfdi:Amount" use="optional"/>
          </xs:complexType>
        </xs:element>
        <xs:element name="Complemento" type="cfdi:Open" minOccurs="0"/>
        <xs:element name="Addenda" type="cfdi:Open" minOccurs="0"/>
      </xs:sequence>
      <xs:attribute name="Version" type="xs:string" use="required" fixed="4.0"/>
      <xs:attribute name="Serie" use="optional"><xs:simpleType><xs:restriction base="cfdi:Text"><xs:maxLength value="25"/></xs:restriction></xs:simpleType></xs:attribute>
      <xs:attribute name="Folio" use="optional"><xs:simpleType><xs:restriction base="cfdi:Text"><xs:maxLength value="40"/></xs:restriction></xs:simpleType></xs:attribute>
      <xs:attribute name="Fecha" type="cfdi:LocalDateTime" use="required"/>
      <xs:attribute name="Sello" type="xs:string" use="required"/>
      <xs:attribute name="FormaPago" type="cfdi:PaymentForm" use="optional"/>
      <xs:attribute name="NoCertificado" use="required"><xs:simpleType><xs:restriction base="xs:string"><xs:pattern value="[0-9]{20}"/></xs:restriction></xs:simpleType></xs:attribute>
      <xs:attribute name="Certificado" type="xs:string" use="required"/>
      <xs:attribute name="CondicionesDePago" use="optional"><xs:simpleType><xs:restriction base="cfdi:Text"><xs:maxLength value="1000"/></xs:restriction></xs:simpleType></xs:attribute>
      <xs:attribute name="SubTotal" type="cfdi:Amount" use="required"/>
      <xs:attribute name="Descuento" type="cfdi:Amount" use="optional"/>
      <xs:attribute name="Moneda" type="cfdi:Currency" use="required"/>
      <xs:attribute name="TipoCambio" use="optional"><xs:simpleType><xs:restriction base="xs:decimal"><xs:fractionDigits value="6"/><xs:minInclusive value="0.000001"/></xs:restriction></xs:simpleType></xs:attribute>
      <xs:attribute name="Total" type="cfdi:Amount" use="required"/>
      <xs:attribute name="TipoDeComprobante" type="cfdi:VoucherType" use="required"/>
      <xs:attribute name="Exportacion" type="cfdi:ExportKind" use="required"/>
      <xs:attribute name="MetodoPago" type="cfdi:PaymentMethod" use="optional"/>
      <xs:attribute name="LugarExpedicion" type="cfdi:PostalCode" use="required"/>
      <xs:attribute name="Confirmacion" use="optional"><xs:simpleType><xs:restriction base="xs:string"><xs:pattern value="[0-9a-zA-Z]{5}"/></xs:restriction></xs:simpleType></xs:attribute>
    </xs:complexType>
  </xs:element>
</xs:schema>
`;
