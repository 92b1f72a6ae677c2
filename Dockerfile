# Larder: one static binary, both hosts, the database in a volume.
FROM golang:1.26 AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
ARG VERSION=dev
RUN CGO_ENABLED=0 go build -trimpath -ldflags "-s -w -X main.version=${VERSION}" -o /out/larder . \
 && mkdir -p /out/data

FROM gcr.io/distroless/static-debian12:nonroot
COPY --from=build /out/larder /larder
COPY --from=build --chown=65532:65532 /out/data /data
ENV LARDER_DB=/data/larder.db \
    LARDER_API_ADDR=:8080 \
    LARDER_AI_ADDR=:8081
VOLUME /data
EXPOSE 8080 8081
USER nonroot:nonroot
ENTRYPOINT ["/larder"]
CMD ["serve"]
