// The words of healthcare, pharma, plants, vehicles, networks, warehouses, sites and power work,
// with the skills of our jobs each field's words belong to. Written for HireReady.
import type { Field } from "./field";

export const INDUSTRIAL_FIELDS: Field[] = [
  {
    id: "nursing",
    label: "nursing",
    terms:
      "patient, ward, ICU, bed, bedside, vitals, obs, observations, blood pressure, saturation, oxygen, pulse, temperature, medication, medicine, drug, dose, prescription, chart, drug chart, MAR, eMAR, five rights, wristband, insulin, heparin, potassium, infusion, IV, cannula, drip, antibiotic, allergy, doctor, consultant, charge nurse, charge sister, nurse in charge, nurse, handover, shift, night shift, documentation, nursing notes, care plan, discharge, admission, BLS, ACLS, CPR, resuscitation, rapid response, early warning score, infection, hand hygiene, gloves, apron, PPE, isolation, MRSA, aseptic, sterile, wound, dressing, theatre, post-operative, surgery, fluid, fluid balance, urine, pain relief, analgesia, glucose, sugar, haemoglobin, incident report, relatives, consent, confidentiality, record, drug round, trolley, link nurse, audit, line infection, health care assistant, huddle, clinical, bleeding",
    skills: ["Patient Care", "ICU Nursing", "BLS and ACLS", "Medication Administration", "Clinical Documentation", "Infection Control"],
  },
  {
    id: "coding",
    label: "medical coding",
    terms:
      "ICD-10, CPT, code, coding, coder, diagnosis, procedure, medical record, chart, documentation, physician, query, audit, denial, claim, payer, HIPAA, privacy, PHI, anatomy, terminology, modifier, accuracy, guideline, encounter, discharge summary",
    skills: ["ICD-10", "CPT Coding", "Medical Terminology", "HIPAA", "Anatomy", "Coding Audits"],
  },
  {
    id: "lab",
    label: "laboratory work",
    terms:
      "sample, specimen, tube, centrifuge, analyser, haematology, CBC, biochemistry, reagent, calibration, control, QC, quality control, Westgard, NABL, LIMS, result, report, turnaround time, barcode, label, haemolysed, reference range, critical value, HPLC, chromatography, column, peak, retention time, method validation, GMP, GDP, batch, stability, SOP, deviation, OOS, audit, logbook, instrument, standard, assay",
    skills: ["Sample Processing", "Haematology", "Biochemistry", "NABL Standards", "LIMS", "Quality Control", "HPLC", "Gas Chromatography", "Method Validation", "GMP", "Good Documentation Practice", "Stability Studies"],
  },
  {
    id: "pharma",
    label: "clinical research and pharma sales",
    terms:
      "trial, site, monitoring visit, protocol, ICH-GCP, GCP, consent form, informed consent, CRF, EDC, CTMS, source data verification, investigator, deviation, SAE, adverse event, regulatory, ethics committee, TMF, doctor, detailing, territory, chemist, stockist, prescription, brand, product, sample, call average, visit, target, clinic, hospital, molecule, dosage",
    skills: ["ICH-GCP", "Site Monitoring", "Clinical Trials", "Regulatory Documents", "CTMS", "EDC", "Pharma Sales", "Doctor Detailing", "Territory Management", "Product Knowledge", "Sales Reporting"],
  },
  {
    id: "plant",
    label: "manufacturing and quality",
    terms:
      "production, line, shift, output, OEE, downtime, changeover, bottleneck, lean, waste, 5S, kaizen, kanban, SAP, MRP, capacity, schedule, defect, rejection, rework, root cause, five whys, fishbone, 8D, CAPA, PPAP, APQP, SPC, control chart, Cpk, CMM, measurement, tolerance, supplier, audit, IATF, FMEA, DFMEA, near miss, operator, machine, plant, shop floor, batch, cycle time, takt, inspection, gauge, fixture, scrap",
    skills: ["Production Planning", "Lean Manufacturing", "5S", "Kaizen", "SAP PP", "Root Cause Analysis", "IATF 16949", "PPAP", "APQP", "SPC", "8D Problem Solving", "CMM", "Plant Operations", "Safety Management", "Capacity Planning", "DFMEA", "Quality Checks", "Quality Control", "Problem Solving", "Team Leadership"],
  },
  {
    id: "embedded",
    label: "embedded and battery engineering",
    terms:
      "firmware, microcontroller, MCU, register, interrupt, ISR, RTOS, task, scheduler, CAN, CAN bus, frame, ECU, AUTOSAR, MISRA, Embedded C, pointer, stack, watchdog, oscilloscope, debugger, JTAG, sensor, battery, BMS, cell, Li-ion, thermal, temperature, voltage, current, state of charge, SOC, balancing, MATLAB, Simulink, test bench, DFMEA, cooling, coolant, thermal runaway, cycle, capacity, impedance",
    skills: ["Embedded C", "AUTOSAR", "CAN", "Microcontrollers", "RTOS", "MISRA C", "Battery Management Systems", "Li-ion Cells", "Thermal Management", "MATLAB/Simulink", "Cell Testing"],
  },
  {
    id: "vehicles",
    label: "vehicle servicing",
    terms:
      "vehicle, bike, motorbike, scooter, two-wheeler, engine, service, servicing, job card, mechanic, technician, spare part, brake, clutch, chain, tyre, battery, oil, engine oil, spark plug, carburettor, air filter, warranty, estimate, dealer, DMS, accessory, test ride, mileage, kilometre, garage, workshop, petrol",
    skills: ["Vehicle Servicing", "Customer Handling", "Dealer Management Systems", "Job Card Preparation", "Upselling", "Two-Wheeler Knowledge"],
  },
  {
    id: "network",
    label: "networks and telecom",
    terms:
      "network, router, switch, routing, switching, BGP, OSPF, MPLS, VLAN, subnet, IP, firewall, rule, ACL, VPN, latency, packet, packet loss, ping, traceroute, Wireshark, CCNA, link, outage, fibre, splice, OTDR, SNMP, NMS, monitoring, alarm, ticket, NOC, incident, escalation, uptime, Linux, bandwidth, port, interface, config, peering",
    skills: ["Routing and Switching", "CCNA", "BGP", "MPLS", "Firewalls", "Network Troubleshooting", "Network Monitoring", "Incident Handling", "Fibre Networks", "Ticketing Tools", "Linux", "SNMP"],
  },
  {
    id: "warehouse",
    label: "warehousing and supply chain",
    terms:
      "warehouse, inventory, stock, SKU, picking, packing, dispatch, inbound, outbound, GRN, WMS, bin, location, cycle count, shrinkage, forklift, dock, shipment, truck, carrier, delivery, lead time, demand, forecast, safety stock, reorder point, supplier, procurement, planning, S&OP, fill rate, service level, cost per order, pallet, order, stock-out, vendor, purchase order, RFQ, sourcing",
    skills: ["Warehouse Operations", "WMS", "Inventory Control", "Team Management", "Safety", "Cost Control", "Supply Chain Planning", "Inventory Optimisation", "Forecasting", "Sourcing"],
  },
  {
    id: "site",
    label: "construction and power",
    terms:
      "site, drawing, AutoCAD, Revit, SketchUp, BOQ, quantity, estimate, concrete, RCC, slab, beam, column, reinforcement, steel, shuttering, curing, cube test, contractor, labour, subcontractor, schedule, helmet, inspection, snag, bye-laws, setback, FAR, approval, municipal, green building, IGBC, daylight, ventilation, solar, PV, panel, inverter, string, PVsyst, yield, shading, irradiance, load, kW, kWh, single line diagram, SLD, cable, breaker, switchgear, transformer, HT, LT, protection, relay, commissioning, earthing, ETAP, fault, lockout, permit, architect, client, plan, elevation, section",
    skills: ["Site Execution", "AutoCAD", "Quantity Estimation", "RCC Structures", "Quality Checks", "Labour Management", "Revit", "SketchUp", "Working Drawings", "Building Bye-laws", "Green Building", "PVsyst", "Solar PV Design", "Single Line Diagrams", "Load Calculations", "Site Assessment", "HT and LT Systems", "Switchgear", "Electrical Commissioning", "ETAP", "Protection Systems", "Electrical Safety", "Safety Management", "Safety"],
  },
];
