// The words people in software, data and design use for their work, one field at a time, with the
// skills of our jobs each field's words belong to. Written for HireReady; a skill may sit in
// several fields.
import type { Field } from "./field";

export const TECH_FIELDS: Field[] = [
  {
    id: "software",
    label: "software work",
    terms:
      "code, codebase, pull request, merge, commit, branch, code review, CI, pipeline, build, deploy, deployment, release, staging, production, bug, test, unit test, integration test, refactor, repository, git, library, framework, API, endpoint, service, function, module, debug, debugger, log, latency, performance, feature flag, rollback, version, dependency, linter, compile, compiler, script, cron, server, Docker, container, developer, engineer, IDE, stack trace, exception, crash, memory, CPU",
    skills: ["Git", "System Design", "Distributed Systems", "Performance Optimisation", "CI/CD", "Go", "Java", "Python", "C#", "Kotlin", "Swift", "Node.js", "TypeScript", "JavaScript", "React", "Next.js", "Spring Boot", "REST APIs", "GraphQL", "PostgreSQL", "Redis", "Kafka", "Docker", "Kubernetes", "Embedded C", "Unity", "Docs as Code", "Playwright", "Selenium", "Cypress", "Jest", "API Testing", "Firebase"],
  },
  {
    id: "backend",
    label: "server-side development",
    terms:
      "server, endpoint, request, response, REST, HTTP, status code, JSON, payload, middleware, auth, authentication, token, JWT, microservice, queue, worker, job, cron, timeout, retry, idempotent, rate limit, load balancer, throughput, scaling, connection pool, event loop, async, await, promise, callback, stream, npm, Express, Spring, controller, webhook, OpenAPI, Swagger, contract, versioning, pagination, handler, route, schema, validation, ORM, Jest, Vitest, mock, integration suite, database, SQL, Postgres, 200, 400, 401, 403, 404, 409, 500",
    skills: ["Node.js", "Java", "Spring Boot", "REST APIs", "Go", "GraphQL", "Distributed Systems", "System Design", "Payment Gateways", "UPI", "API Testing", "Postman", "API Documentation"],
  },
  {
    id: "database",
    label: "databases",
    terms:
      "SQL, query, index, query plan, EXPLAIN, EXPLAIN ANALYZE, join, table, row, column, schema, migration, vacuum, autovacuum, replica, read replica, replication, transaction, lock, deadlock, constraint, foreign key, primary key, sequential scan, index scan, partition, Postgres, psql, database, select, where clause, view, materialized view, stored procedure, backup, restore, normalisation, slow query, connection pool, pgbouncer, bloat, statistics, composite index, expression index, cardinality, ORM, N+1, warehouse, dbt, Snowflake, model",
    skills: ["PostgreSQL", "SQL", "Snowflake", "dbt", "Feature Stores"],
  },
  {
    id: "cache",
    label: "caching",
    terms:
      "Redis, cache, cached, caching, TTL, expiry, eviction, key, hot key, memory, shard, sharding, cluster, SCAN, KEYS, pub/sub, invalidation, invalidate, stale, hit rate, miss, cache miss, slow log, maxmemory, sentinel, replica, pipeline, Lua, sorted set, hash, lock, rate limit, session",
    skills: ["Redis"],
  },
  {
    id: "streaming",
    label: "event streaming",
    terms:
      "Kafka, topic, partition, consumer, producer, consumer group, broker, offset, event, stream, replay, queue, RabbitMQ, SQS, lag, consumer lag, throughput, at-least-once, exactly-once, dead letter, schema registry, retention, compaction, ordering, idempotent, backpressure, pg-boss, cron, batch, Spark, Airflow, DAG, job, scheduler, pipeline",
    skills: ["Kafka", "Apache Spark", "Airflow"],
  },
  {
    id: "frontend",
    label: "front-end development",
    terms:
      "component, props, state, hook, useState, useEffect, useMemo, custom hook, render, re-render, JSX, DOM, browser, page, layout, markup, HTML, CSS, JavaScript, bundle, client, server component, form, input, button, modal, Storybook, design token, responsive, mobile, viewport, animation, SSR, hydration, routing, Next.js, Redux, store, selector, memo, memoised, virtualised, profiler, Lighthouse, View Transitions, screen, checkout, dashboard, library, UI, frontend, web app, local storage, validation, event handler, Tailwind",
    skills: ["React", "JavaScript", "Next.js", "CSS", "Redux", "Tailwind", "Storybook", "Design Systems", "React Native", "Flutter", "TypeScript", "Accessibility"],
  },
  {
    id: "css",
    label: "styling",
    terms:
      "CSS, flexbox, grid, media query, selector, specificity, cascade, clamp, rem, pixel, breakpoint, responsive, layout, margin, padding, font, font size, colour, color, contrast, design token, Tailwind, auto-fit, minmax, container query, device mode, stylesheet, class, dark mode, animation, transition, z-index, overflow, card, width",
    skills: ["CSS", "Tailwind", "Design Systems"],
  },
  {
    id: "typescript",
    label: "typed JavaScript",
    terms:
      "type, typed, generic, interface, union, mapped type, conditional type, inference, infer, inferred, compiler, tsc, strict, strict mode, any, unknown, cast, narrowing, type guard, schema, zod, validate, declaration, expectTypeOf, type test, enum, compile time, runtime, catch, catches, null, undefined, autocomplete, refactor, JavaScript",
    skills: ["TypeScript"],
  },
  {
    id: "accessibility",
    label: "accessibility",
    terms:
      "label, screen reader, NVDA, VoiceOver, JAWS, TalkBack, keyboard, tab, tab order, focus, focus order, visible focus, contrast, colour contrast, ARIA, aria-live, aria-describedby, aria-label, alt text, WCAG, axe, announce, announced, semantic, heading, landmark, skip link, caption, captions, assistive, disabled, blind, low vision, zoom, error message, form, input, button, role",
    skills: ["Accessibility"],
  },
  {
    id: "testing",
    label: "software testing",
    terms:
      "test, test case, automation, automated test, assertion, flaky, regression, Playwright, Cypress, Selenium, Jest, fixture, mock, stub, coverage, CI, locator, page object, load test, JMeter, Postman, API test, smoke test, end-to-end, bug report, test plan, edge case, test data, staging, defect, retest, suite, headless, screenshot, trace, throughput, response time",
    skills: ["Playwright", "Selenium", "Cypress", "Jest", "API Testing", "Postman", "JMeter"],
  },
  {
    id: "mobile",
    label: "mobile apps",
    terms:
      "app, iOS, Android, Kotlin, Swift, SwiftUI, Jetpack Compose, Flutter, widget, React Native, Firebase, push notification, App Store, Play Store, emulator, simulator, crash, crash rate, Crashlytics, offline, battery, permission, build, release, screen, gesture, device, APK, TestFlight, frame, jank, navigation, Firestore",
    skills: ["Kotlin", "Swift", "React Native", "Flutter", "Android", "iOS", "Firebase", "Mobile Games"],
  },
  {
    id: "ops",
    label: "cloud and operations",
    terms:
      "AWS, cloud, server, container, Docker, image, Kubernetes, pod, node, cluster, deployment, Helm, Terraform, infrastructure, state file, plan, apply, module, CI/CD, pipeline, Linux, shell, bash, systemd, Prometheus, Grafana, metric, alert, alerting, dashboard, SLO, SLI, error budget, on-call, incident, postmortem, runbook, uptime, autoscaling, load balancer, EC2, S3, Lambda, IAM, VPC, cost, log, latency, rollback, canary, outage, pager, disk, CPU, memory",
    skills: ["AWS", "Kubernetes", "Terraform", "Docker", "CI/CD", "Linux", "Prometheus", "Incident Management", "MLOps", "Go", "Python"],
  },
  {
    id: "data",
    label: "data and analytics",
    terms:
      "data, dataset, pipeline, ETL, warehouse, Spark, Airflow, DAG, Snowflake, dbt, model, table, SQL, query, dashboard, report, metric, KPI, Excel, pivot table, VLOOKUP, Power BI, Tableau, Looker, chart, visualisation, cleaning, duplicate, outlier, null, missing value, join, aggregation, trend, forecast, statistics, sample, A/B test, significance, p-value, confidence interval, regression, correlation, Python, pandas, notebook, source, segment, cohort, baseline, DAX",
    skills: ["Python", "SQL", "Apache Spark", "Airflow", "Snowflake", "dbt", "Excel", "Power BI", "Tableau", "Statistics", "Looker", "Forecasting", "Marketing Analytics", "Google Analytics", "A/B Testing", "Sales Reporting", "Supply Chain Planning", "Inventory Optimisation", "Financial Modelling", "Fraud Detection", "Transaction Monitoring"],
  },
  {
    id: "ml",
    label: "machine learning",
    terms:
      "model, training, train, dataset, feature, label, accuracy, precision, recall, F1, overfitting, validation set, test set, cross-validation, PyTorch, scikit-learn, tensor, GPU, inference, fine-tune, fine-tuning, embedding, transformer, LLM, prompt, token, evaluation, drift, feature store, MLOps, hyperparameter, loss, epoch, speech recognition, WER, word error rate, audio, Hugging Face, checkpoint, baseline, latency, batch, serving, pipeline, annotation, corpus",
    skills: ["Machine Learning", "scikit-learn", "PyTorch", "MLOps", "LLMs", "Feature Stores", "Transformers", "Speech Recognition", "Hugging Face", "Indian Languages", "Forecasting", "Statistics"],
  },
  {
    id: "product",
    label: "product management",
    terms:
      "user, user research, interview, discovery, roadmap, backlog, prioritise, sprint, Jira, ticket, user story, epic, acceptance criteria, stakeholder, requirement, MVP, experiment, A/B test, metric, retention, conversion, funnel, launch, feedback, persona, problem statement, PRD, process map, BRD, scope, release, engineer, designer, trade-off, hypothesis, outcome",
    skills: ["Product Discovery", "Roadmapping", "User Research", "A/B Testing", "Stakeholder Management", "Jira", "Requirement Gathering", "Process Mapping"],
  },
  {
    id: "design",
    label: "design",
    terms:
      "Figma, wireframe, prototype, mockup, user flow, usability test, participant, persona, journey, design system, component, token, typography, font, typeface, grid, colour, palette, contrast, spacing, layout, iteration, handoff, interaction, visual hierarchy, information architecture, card sorting, sketch, brand, logo, Illustrator, Photoshop, InDesign, print, CMYK, bleed, kerning, vector, artboard, storyboard, frame, screen, designer, variant, Storybook",
    skills: ["Figma", "Interaction Design", "Prototyping", "User Research", "Design Systems", "Usability Testing", "Wireframing", "Visual Design", "Adobe Illustrator", "Photoshop", "InDesign", "Typography", "Branding", "Print Design", "Information Architecture", "Storyboarding"],
  },
  {
    id: "games",
    label: "games and 3D",
    terms:
      "Unity, C#, game, player, level, physics, collider, rigidbody, frame rate, FPS, draw call, memory, profiler, shader, mesh, polygon, poly count, texture, UV, rig, Blender, Maya, ZBrush, Substance Painter, sculpt, low-poly, normal map, render, animation, asset, scene, prefab, garbage collection, build size",
    skills: ["C#", "Unity", "Game Physics", "Mobile Games", "Performance Optimisation", "Blender", "Maya", "Substance Painter", "Texturing", "Low-poly Modelling", "ZBrush"],
  },
];
